import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

/*
 * Fake Trap (texts-2016): "You can only activate this card when your opponent uses an effect of a Spell,
 * Trap, or Effect Monster to destroy Trap Card(s) on your side of the field. Destroy this card as a
 * substitute of those Trap Card(s) and the other Trap Card(s) are not destroyed. If a Set card(s) would
 * have been destroyed, pick up and see the Set card(s)." What the activation would destroy: `ChainLink.affects`;
 * the substitution: recorded rule `destroyedInstead` (official/c3027001.lua: EFFECT_DESTROY_REPLACE).
 */
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');
const FAKE = { card: 'Fake Trap', faceUp: false };
const fake = (d: Duel) => legal(d, 'activate', idOf(d, 'Fake Trap'));

describe('Fake Trap', () => {
  it("is destroyed instead of your Traps an opponent's Spell would destroy; your other cards are destroyed", () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [FAKE, { card: 'Mirror Force', faceUp: false }, { card: 'Waboku', faceUp: false }, { card: 'Mystical Space Typhoon', faceUp: false }], deck: DECK },
      opp: { hand: ['Heavy Storm'], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Heavy Storm', 1) });
    expect(fake(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Fake Trap') }));
    expect(me(x).spellTraps.filter(Boolean).map((s) => s!.name).sort()).toEqual(['Mirror Force', 'Waboku']);
    expect(me(x).graveyard.sort()).toEqual(['Fake Trap', 'Mystical Space Typhoon']);
    expect(x.events.some((e) => e.type === 'destroyed' && e.card === idOf(d, 'Fake Trap'))).toBe(true);
    expect(x.rules.some((r) => r.code === 'destroyedInstead' || r.code === 'remainsOnField')).toBe(false);
  });

  it('shows the Set Traps it shields to the opponent', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [FAKE, { card: 'Mirror Force', faceUp: false }], deck: DECK },
      opp: { hand: ['Mystical Space Typhoon'], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Mirror Force')] });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Fake Trap') }));
    expect(me(x).spellTraps.filter(Boolean).map((s) => s!.name)).toEqual(['Mirror Force']);
    expect(me(x).graveyard).toEqual(['Fake Trap']);
    expect(opp(x).graveyard).toEqual(['Mystical Space Typhoon']);
    expect(x.events.some((e) => e.type === 'revealed' && e.cards.includes(idOf(d, 'Mirror Force')) && e.to === 1)).toBe(true);
  });

  it('is not offered when no other Trap Card you control would be destroyed', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [FAKE, { card: 'Mystical Space Typhoon', faceUp: false }, { card: 'Waboku', faceUp: false }], monsters: [{ card: 'Feral Imp' }], deck: DECK },
      opp: { hand: ['Dark Hole'], deck: DECK },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    expect(x.flow.chain).toHaveLength(1);
    expect(fake(x)).toEqual([]);
  });
});

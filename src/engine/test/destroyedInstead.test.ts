import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, passAll, play } from './dsl';

// Destruction replaced by another card's (recorded rule `destroyedInstead`, lasting this Chain): the cards
// the Chain Link it names would destroy stay, and the rule's source is destroyed in their place while it is
// on the field (Fake Trap: "Destroy this card as a substitute of those Trap Card(s)"; official/c3027001.lua,
// EFFECT_DESTROY_REPLACE with range LOCATION_SZONE). The source stays on the field for the rest of the
// Chain (`remainsOnField`, this Chain) and goes to the Graveyard when it is over.
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');

describe('destroyedInstead', () => {
  it('a substitute that has left the field replaces nothing: the cards are destroyed', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Fake Trap', faceUp: false }, { card: 'Mirror Force', faceUp: false }], deck: DECK },
      opp: { hand: ['Mystical Space Typhoon', 'Mystical Space Typhoon'], deck: DECK },
    });
    const [first, second] = [idOf(d, 'Mystical Space Typhoon', 1), d.players[1].hand[1]!];
    let x = play(d, { type: 'activate', card: first }, { type: 'select', ids: [idOf(d, 'Mirror Force')] });
    x = play(x, { type: 'activate', card: idOf(d, 'Fake Trap') });
    x = passAll(play(x, { type: 'activate', card: second }, { type: 'select', ids: [idOf(d, 'Fake Trap')] }));
    expect(me(x).spellTraps.filter(Boolean)).toEqual([]);
    expect(me(x).graveyard.sort()).toEqual(['Fake Trap', 'Mirror Force']);
    expect(x.rules).toEqual([]);
  });

  it('the substitute is destroyed once, however many cards it stands for', () => {
    const d = duelOf({
      turnPlayer: 1,
      me: { spellTraps: [{ card: 'Fake Trap', faceUp: false }, { card: 'Mirror Force', faceUp: false }, { card: 'Magic Cylinder', faceUp: false }], deck: DECK },
      opp: { hand: ['Heavy Storm'], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Heavy Storm', 1) });
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Fake Trap') }));
    expect(me(x).spellTraps.filter(Boolean).map((s) => s!.name).sort()).toEqual(['Magic Cylinder', 'Mirror Force']);
    expect(x.events.filter((e) => e.type === 'destroyed' && e.card === idOf(d, 'Fake Trap'))).toHaveLength(1);
    expect(x.events.filter((e) => e.type === 'notDestroyed').map((e) => 'card' in e && e.card).sort()).toEqual([idOf(d, 'Magic Cylinder'), idOf(d, 'Mirror Force')].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { cardInEra, type ActivationEffect } from '../../engine/effects/types';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { cardByName } from '..';

/*
 * My Body as a Shield (texts-2016): "Activate only by paying 1500 Life Points when your opponent activates
 * a Spell/Trap Card or Effect Monster's effect that would destroy a monster(s) on the field. Negate the
 * activation of that card and destroy it." What the activation would destroy is what it declared as it
 * was activated (engine: `ChainLink.affects`). GOAT (goat/c504700189.lua): not in the Damage Step.
 */
const SHIELD = { card: 'My Body as a Shield', faceUp: false };
const DECK = Array.from({ length: 6 }, () => 'Feral Imp');
const shield = (d: Duel) => legal(d, 'activate', idOf(d, 'My Body as a Shield'));

describe.each([['advanced' as const], ['goat' as const]])('My Body as a Shield (%s)', (format) => {
  const at = (s: Parameters<typeof duelOf>[0]) => duelOf({ ...s, ...(format === 'goat' ? { format } : {}) });

  it("answers the opponent's Spell that would destroy a monster: pay 1500 LP, negate it and destroy that Spell", () => {
    const d = at({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [SHIELD], deck: DECK },
      opp: { hand: ['Dark Hole'], monsters: [{ card: 'Celtic Guardian' }], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    expect(shield(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'My Body as a Shield') }));
    expect(me(x).lp).toBe(6500);
    expect(me(x).monsters[0]?.name).toBe('Summoned Skull');
    expect(opp(x).monsters[0]?.name).toBe('Celtic Guardian');
    expect(opp(x).graveyard).toEqual(['Dark Hole']);
    expect(me(x).graveyard).toEqual(['My Body as a Shield']);
  });

  it("answers an opponent's Trap Card that would destroy a monster, its own monsters too (Torrential Tribute)", () => {
    // Torrential Tribute answers a Summon: its player's opponent Summons, in their own turn.
    const d2 = at({
      turnPlayer: 0,
      me: { hand: ['Feral Imp'], spellTraps: [SHIELD], deck: DECK },
      opp: { spellTraps: [{ card: 'Torrential Tribute', faceUp: false }], deck: DECK },
    });
    let x = play(d2, { type: 'normalSummon', card: idOf(d2, 'Feral Imp'), tributes: [] });
    x = play(x, { type: 'activate', card: idOf(d2, 'Torrential Tribute', 1) });
    expect(shield(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d2, 'My Body as a Shield') }));
    expect(me(x).monsters[0]?.name).toBe('Feral Imp');
    expect(opp(x).graveyard).toEqual(['Torrential Tribute']);
  });

  it("answers an opponent's monster effect that would destroy monsters, and destroys that monster", () => {
    const d = at({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [SHIELD], deck: DECK },
      opp: { hand: ['Feral Imp'], monsters: [{ card: 'Tribe-Infecting Virus' }], deck: DECK },
    });
    let x = play(d, { type: 'activate', card: idOf(d, 'Tribe-Infecting Virus', 1) });
    x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp', 1)] });
    x = play(x, { type: 'select', option: 'Fiend' });
    expect(shield(x)).toHaveLength(1);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'My Body as a Shield') }));
    expect(me(x).monsters[0]?.name).toBe('Summoned Skull');
    expect(opp(x).graveyard.sort()).toEqual(['Feral Imp', 'Tribe-Infecting Virus']);
  });

  it('is not offered for an activation that would destroy no monster on the field', () => {
    const d = at({
      turnPlayer: 1,
      me: { monsters: [{ card: 'Summoned Skull' }], spellTraps: [SHIELD, { card: 'Waboku', faceUp: false }], deck: DECK },
      opp: { hand: ['Heavy Storm'], deck: DECK },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Heavy Storm', 1) });
    expect(x.flow.chain).toHaveLength(1);
    expect(shield(x)).toEqual([]);
  });

  // "Your opponent activates": its own player's activation is never the last link when they decide (the
  // opponent answers each activation first, and two passes resolve the Chain), and the condition asks it too.

  it('cannot be activated with less than 1500 LP', () => {
    const d = at({
      turnPlayer: 1,
      me: { lp: 1000, monsters: [{ card: 'Summoned Skull' }], spellTraps: [SHIELD, { card: 'Waboku', faceUp: false }], deck: DECK },
      opp: { hand: ['Dark Hole'], deck: DECK },
    });
    const x = play(d, { type: 'activate', card: idOf(d, 'Dark Hole', 1) });
    expect(shield(x)).toEqual([]);
  });

  it(format === 'goat' ? 'cannot be activated in the Damage Step' : 'can be activated in the Damage Step', () => {
    const effect = cardInEra(cardByName('My Body as a Shield')!, format).effects![0] as ActivationEffect;
    expect(effect.damageStep === true).toBe(format !== 'goat');
  });
});

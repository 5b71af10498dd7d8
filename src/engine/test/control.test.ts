import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from './dsl';
import { endTurn } from './turns';

/*
 * Control (rulebook v9.1 "Control/Possess"): "If a player takes control of a card from their opponent,
 * move it to the new controller's side of the field. If sent to the Graveyard, or returned to the hand
 * or Deck, it is always returned to the Graveyard / hand / Deck of the original owner." Control that
 * lasts while a rule applies (rule code `takesControl`, stateCheck.ts adjustControl) and control
 * switched for good (Creature Swap, `switchControl`).
 */

describe('Control', () => {
  it('control taken by a rule lasts while the rule applies, then the monster goes back to the other player', () => {
    const d = duelOf({ me: { hand: ['Snatch Steal'] }, opp: { monsters: [{ card: 'Summoned Skull' }], hand: ['Mystical Space Typhoon'] } });
    const skull = idOf(d, 'Summoned Skull', 1);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal') }, { type: 'select', ids: [skull] }));
    expect(x.players[0].monsters[0]).toMatchObject({ card: skull, heldByRule: true });
    const y = endTurn(x);
    const z = passAll(play(y, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Snatch Steal')] }));
    expect(z.players[1].monsters[0]).toMatchObject({ card: skull });
    expect(z.events).toContainEqual({ type: 'controlChanged', card: skull, player: 1 });
  });

  it("a card controlled by the other player goes to its owner's Graveyard", () => {
    const d = duelOf({ me: { hand: ['Creature Swap', 'Fissure'], monsters: [{ card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Kuriboh' }], hand: ['Fissure'] } });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Creature Swap') }, { type: 'select', ids: [idOf(d, 'Feral Imp')] }, { type: 'select', ids: [idOf(d, 'Kuriboh', 1)] }));
    // Fissure destroys the opponent's face-up monster with the lowest ATK: Feral Imp, which they control and the first player owns.
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Fissure') }));
    expect(opp(x).monsters.every((s) => s === null)).toBe(true);
    expect(me(x).graveyard).toEqual(['Creature Swap', 'Feral Imp', 'Fissure']);
  });

  it('taking control is not a Summon: a monster on the field since an earlier turn may change its battle position for its new controller', () => {
    const d = duelOf({ me: { hand: ['Snatch Steal'] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Snatch Steal') }, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
    expect(legal(x, 'changePosition', idOf(d, 'Summoned Skull', 1))).toHaveLength(1);
  });
});

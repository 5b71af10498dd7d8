import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, passAll, play } from './dsl';
import { endTurn, toBattle } from './turns';

/*
 * Spirit monsters (issue 32 §4; library.ts spiritMonster): "This card cannot be Special Summoned"
 * (condition `cannotBeSpecialSummoned`) and "This card returns to the owner's hand during the End Phase
 * of the turn it is Normal Summoned or flipped face-up" (a Trigger effect; the `cameFaceUp` mark says
 * which monsters came face-up this turn, by a Summon, an attack or an effect).
 */

describe('Spirit monsters', () => {
  it("flipped face-up by an attack, it returns to its owner's hand in that turn's End Phase (the opponent's turn)", () => {
    const d = endTurn(duelOf({ me: { monsters: [{ card: 'Asura Priest', faceUp: false, position: 'defense' }] }, opp: { monsters: [{ card: 'Kuriboh' }] } }));
    let x = play(toBattle(d), { type: 'attack', card: idOf(d, 'Kuriboh', 1), target: idOf(d, 'Asura Priest') });
    while (x.flow.window) x = play(x, { type: 'pass' });
    // Kuriboh (300) against 1200 DEF: Asura Priest stays face-up.
    expect(me(x).monsters[0]).toMatchObject({ name: 'Asura Priest', faceUp: true });
    const y = endTurn(x);
    expect(me(y).hand).toContain('Asura Priest');
    expect(opp(y).lp).toBe(8000 - 900);
  });

  it('on the field since an earlier turn, it stays in this turn\'s End Phase', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Asura Priest' }] } });
    const y = endTurn(passAll(d));
    expect(me(y).monsters[0]).toMatchObject({ name: 'Asura Priest' });
  });
});

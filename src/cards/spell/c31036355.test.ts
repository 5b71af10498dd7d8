import { describe, expect, it } from 'vitest';
import { type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { endTurn } from '../../engine/test/turns';

/*
 * Creature Swap (texts-2016): "Each player chooses 1 monster they control and switches control of those
 * monsters with each other. Those monsters cannot change their battle positions for the rest of this
 * turn." Swapping control for good (issue 32 §4).
 */

function swapped(): Duel {
  const d = duelOf({ me: { hand: ['Creature Swap'], monsters: [{ card: 'Feral Imp' }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Summoned Skull' }, { card: 'Kuriboh' }] } });
  let x = play(d, { type: 'activate', card: idOf(d, 'Creature Swap') });
  // The player chooses first, then the opponent (each among the monsters they control).
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 0, cards: [idOf(d, 'Feral Imp'), idOf(d, 'Celtic Guardian')] });
  x = play(x, { type: 'select', ids: [idOf(d, 'Feral Imp')] });
  expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', player: 1, cards: [idOf(d, 'Summoned Skull', 1), idOf(d, 'Kuriboh', 1)] });
  return passAll(play(x, { type: 'select', ids: [idOf(d, 'Summoned Skull', 1)] }));
}

describe('Creature Swap', () => {
  it('each player chooses 1 monster they control, and the two switch control: each takes the zone the other left', () => {
    const x = swapped();
    expect(me(x).monsters.map((s) => s?.name ?? null)).toEqual(['Summoned Skull', 'Celtic Guardian', null, null, null]);
    expect(opp(x).monsters.map((s) => s?.name ?? null)).toEqual(['Feral Imp', 'Kuriboh', null, null, null]);
  });

  it('the swap is for good: each keeps the other\'s monster in later turns', () => {
    const x = endTurn(endTurn(swapped()));
    expect(me(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Feral Imp' });
  });

  it('those monsters cannot change their battle positions for the rest of this turn; others can, and they can next turn', () => {
    const x = swapped();
    expect(legal(x, 'changePosition', idOf(x, 'Summoned Skull', 1))).toEqual([]);
    expect(legal(x, 'changePosition', idOf(x, 'Celtic Guardian'))).toHaveLength(1);
    const y = endTurn(x);
    expect(legal(y, 'changePosition', idOf(x, 'Feral Imp'))).toHaveLength(1);
  });

  it('needs a monster on each side', () => {
    expect(legal(duelOf({ me: { hand: ['Creature Swap'], monsters: [{ card: 'Feral Imp' }] } }), 'activate')).toEqual([]);
    expect(legal(duelOf({ me: { hand: ['Creature Swap'] }, opp: { monsters: [{ card: 'Feral Imp' }] } }), 'activate')).toEqual([]);
  });
});

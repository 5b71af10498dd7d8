import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

describe('Ookazi', () => {
  it('inflicts 800 damage to the opponent (effect damage can win the Duel)', () => {
    const d = duelOf({ me: { hand: ['Ookazi', 'Ookazi'] }, opp: { lp: 1000 } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Ookazi') });
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 200]);
    const y = play(x, { type: 'activate', card: x.players[0].hand[0]! });
    expect(summary(y)).toMatchObject({ winner: 0 });
  });
});

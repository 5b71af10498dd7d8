import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

// "Inflict 600 damage to your opponent." (Final Flame, texts-2016)
describe('Final Flame', () => {
  it('inflicts 600 damage to the opponent only, and goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Final Flame'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Final Flame') });
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 8000 - 600]);
    expect(me(x).graveyard).toEqual(['Final Flame']);
  });

  it('effect damage that takes the opponent to 0 LP wins the Duel', () => {
    const d = duelOf({ me: { hand: ['Final Flame'] }, opp: { lp: 600 } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Final Flame') });
    expect(opp(x).lp).toBe(0);
    expect(summary(x)).toMatchObject({ winner: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

// "Inflict 200 damage to your opponent." (Sparks, texts-2016)
describe('Sparks', () => {
  it('inflicts 200 damage to the opponent only, and goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Sparks'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Sparks') });
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 8000 - 200]);
    expect(me(x).graveyard).toEqual(['Sparks']);
  });

  it('effect damage that takes the opponent to 0 LP wins the Duel', () => {
    const d = duelOf({ me: { hand: ['Sparks'] }, opp: { lp: 200 } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Sparks') });
    expect(opp(x).lp).toBe(0);
    expect(summary(x)).toMatchObject({ winner: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { summary } from '../../engine';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

// "Inflict 500 damage to your opponent." (Hinotama, texts-2016)
describe('Hinotama', () => {
  it('inflicts 500 damage to the opponent only, and goes to the Graveyard', () => {
    const d = duelOf({ me: { hand: ['Hinotama'] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Hinotama') });
    expect([me(x).lp, opp(x).lp]).toEqual([8000, 8000 - 500]);
    expect(me(x).graveyard).toEqual(['Hinotama']);
  });

  it('effect damage that takes the opponent to 0 LP wins the Duel', () => {
    const d = duelOf({ me: { hand: ['Hinotama'] }, opp: { lp: 500 } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Hinotama') });
    expect(opp(x).lp).toBe(0);
    expect(summary(x)).toMatchObject({ winner: 0 });
  });
});

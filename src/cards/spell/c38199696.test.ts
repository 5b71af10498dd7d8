import { describe, expect, it } from 'vitest';
import { duelOf, idOf, me, opp, play } from '../../engine/test/dsl';

// "Increase your Life Points by 500 points." (Red Medicine, texts-2016)
describe('Red Medicine', () => {
  it('gains its controller 500 LP and goes to the Graveyard; the opponent\'s LP do not change', () => {
    const d = duelOf({ me: { lp: 3000, hand: ['Red Medicine'] }, opp: { lp: 3000 } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Red Medicine') });
    expect([me(x).lp, opp(x).lp]).toEqual([3000 + 500, 3000]);
    expect(me(x).graveyard).toEqual(['Red Medicine']);
  });

  it('gains LP above the starting 8000 too', () => {
    const d = duelOf({ me: { hand: ['Red Medicine'] } });
    expect(me(play(d, { type: 'activate', card: idOf(d, 'Red Medicine') })).lp).toBe(8000 + 500);
  });
});

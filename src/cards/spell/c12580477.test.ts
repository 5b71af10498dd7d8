import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, play } from '../../engine/test/dsl';

describe('Raigeki', () => {
  it("destroys every monster the opponent controls and none of yours", () => {
    const d = duelOf({ me: { hand: ['Raigeki'], monsters: [{ card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Feral Imp' }, { card: 'Summoned Skull' }] } });
    const x = play(d, { type: 'activate', card: idOf(d, 'Raigeki') });
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).monsters[0]?.name).toBe('Celtic Guardian');
  });
  it('cannot be activated when the opponent controls no monster', () => {
    expect(legal(duelOf({ me: { hand: ['Raigeki'], monsters: [{ card: 'Celtic Guardian' }] } }), 'activate')).toEqual([]);
  });
});

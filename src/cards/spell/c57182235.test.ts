import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Token Thanksgiving: "Destroy all tokens on the field. Increase your Life Points by the number of tokens destroyed x 800 points."
describe('Token Thanksgiving', () => {
  it('destroys every Token on the field (either side) and gains 800 LP for each', () => {
    const d = duelOf({ me: { hand: ['Token Thanksgiving'], monsters: [{ card: 'Sheep Token', position: 'defense' }, { card: 'Feral Imp' }] }, opp: { monsters: [{ card: 'Sheep Token', position: 'defense' }, { card: 'Sheep Token', position: 'defense' }] } });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Token Thanksgiving') }));
    expect(me(x).lp).toBe(8000 + 2400);
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Feral Imp']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
  });
  it('cannot be activated with no Token on the field', () => {
    expect(legal(duelOf({ me: { hand: ['Token Thanksgiving'], monsters: [{ card: 'Feral Imp' }] } }), 'activate')).toHaveLength(0);
  });
});

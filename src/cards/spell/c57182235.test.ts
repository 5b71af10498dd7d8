import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

describe('Token Thanksgiving', () => {
  it('destroys every Token on the field (both sides) and gains 800 LP for each; other monsters stay', () => {
    const d = duelOf({
      me: { hand: ['Token Thanksgiving'], monsters: [{ card: 'Sheep Token', position: 'defense' }, { card: 'Feral Imp' }] },
      opp: { monsters: [{ card: 'Sheep Token', position: 'defense' }, { card: 'Sheep Token', position: 'defense' }] },
    });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Token Thanksgiving') }));
    expect(me(x).monsters.filter(Boolean).map((m) => m!.name)).toEqual(['Feral Imp']);
    expect(opp(x).monsters.every((m) => m === null)).toBe(true);
    expect(me(x).lp).toBe(8000 + 3 * 800);
    expect(opp(x).lp).toBe(8000);
  });

  it('cannot be activated with no Token on the field', () => {
    const d = duelOf({ me: { hand: ['Token Thanksgiving'], monsters: [{ card: 'Feral Imp' }] } });
    expect(legal(d, 'activate')).toEqual([]);
  });
});

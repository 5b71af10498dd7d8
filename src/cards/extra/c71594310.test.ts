import { describe, expect, it } from 'vitest';
import { duelOf, legal, me, play } from '../../engine/test/dsl';

describe('Gem-Knight Pearl', () => {
  it('is Xyz Summoned with 2 Level 4 monsters, which become its Xyz Materials', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Mystical Elf' }, { card: 'Baby Dragon' }], extra: ['Gem-Knight Pearl'] } });
    const xyz = legal(d, 'specialSummon').filter((a) => a.method === 'xyz');
    expect(xyz).toHaveLength(2);
    const x = play(d, xyz[0]!);
    expect(me(x).monsters.find((m) => m?.name === 'Gem-Knight Pearl')).toMatchObject({ atk: 2600, def: 1900, materials: ['Celtic Guardian', 'Mystical Elf'] });
  });
  it('needs two Level 4 monsters: one is not enough', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Baby Dragon' }], extra: ['Gem-Knight Pearl'] } });
    expect(legal(d, 'specialSummon')).toEqual([]);
  });
});

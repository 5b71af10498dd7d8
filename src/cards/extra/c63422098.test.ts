/*
 * Giganticastle (texts-2016): "1 Tuner + 1 or more non-Tuner monsters / This card gains 200 ATK and DEF for each non-Tuner
 * Synchro Material Monster used to Synchro Summon this card."
 */
import { describe, expect, it } from 'vitest';
import type { Duel } from '../../engine';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

const CASTLE = 'Giganticastle';
const STONE = 'The White Stone of Ancients';

/** The Synchro Summon of Giganticastle with exactly these materials. */
function summon(d: Duel, materials: string[]): Duel {
  const ids = materials.map((m) => idOf(d, m));
  const a = legal(d, 'specialSummon').find((x) => x.method === 'synchro' && x.position === 'attack' && x.materials!.length === ids.length && ids.every((m) => x.materials!.includes(m)));
  if (!a) throw new Error(`No Synchro Summon with ${materials.join(' + ')}`);
  return passAll(play(d, a));
}
const castle = (d: Duel) => me(d).monsters.find((m) => m?.name === CASTLE);

describe('Giganticastle', () => {
  it('gains 200 ATK and DEF for its one non-Tuner material', () => {
    const d = duelOf({ me: { monsters: [{ card: STONE }, { card: 'Blue-Eyes White Dragon' }], extra: [CASTLE] } });
    expect(castle(summon(d, [STONE, 'Blue-Eyes White Dragon']))).toMatchObject({ atk: 3100, def: 3000 });
  });

  it('gains 200 ATK and DEF for each of 3 non-Tuner materials (Tuner not counted)', () => {
    // 1 + 4 + 2 + 2 = 9.
    const d = duelOf({ me: { monsters: [{ card: STONE }, { card: 'Celtic Guardian' }, { card: 'Petit Dragon' }, { card: 'Firegrass' }], extra: [CASTLE] } });
    expect(castle(summon(d, [STONE, 'Celtic Guardian', 'Petit Dragon', 'Firegrass']))).toMatchObject({ atk: 3500, def: 3400 });
  });

  it('not Synchro Summoned, it gains nothing', () => {
    const d = duelOf({ me: { monsters: [{ card: CASTLE }] } });
    expect(castle(d)).toMatchObject({ atk: 2900, def: 2800 });
  });
});

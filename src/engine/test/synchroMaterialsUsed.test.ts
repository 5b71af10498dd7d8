import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, passAll, play } from './dsl';

/*
 * Synchro Materials (rulebook v9.1 "Synchro Monsters": the Tuner and non-Tuners sent to the Graveyard to Synchro
 * Summon): the Synchro Summon procedure (extraSummon.ts) records rule `synchroMaterialsUsed` about the monster, its
 * key the materials' ids (the Tuner first), while the monster stays on the field; library.ts `synchroMaterialsOf`
 * reads it (null: not Synchro Summoned).
 */
describe('synchroMaterialsUsed', () => {
  it('a Synchro Summon records its materials; the record ends as the monster leaves the field', () => {
    const d = duelOf({ me: { hand: ['Dark Hole'], monsters: [{ card: 'Debris Dragon' }, { card: 'Baby Dragon' }], extra: ['Black Rose Dragon'] } });
    const summon = legal(d, 'specialSummon').find((a) => a.method === 'synchro' && a.position === 'attack')!;
    let x = play(d, summon);
    while (x.flow.prompt) x = play(x, { type: 'select', option: 'no' });
    x = passAll(x);
    expect(x.rules).toEqual([
      { code: 'synchroMaterialsUsed', player: 0, card: idOf(d, 'Black Rose Dragon'), key: `${idOf(d, 'Debris Dragon')},${idOf(d, 'Baby Dragon')}`, source: idOf(d, 'Black Rose Dragon'), lasts: { kind: 'duel' } },
    ]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.rules).toEqual([]);
  });

  it('a Synchro Monster placed otherwise (a scenario, a revival) has no record', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Black Rose Dragon' }] } });
    expect(d.rules).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, passAll, play } from './dsl';

/*
 * The materials a Fusion Monster was Fusion Summoned with (De-Fusion: "all the Fusion Material Monsters that were used
 * for its Fusion Summon"): library.ts fusionSummon records rule `fusionMaterialsUsed` about the Fusion Monster, its
 * key the materials' ids, lasting while the monster stays on the field (rules about a card end as it leaves).
 */
describe('fusionMaterialsUsed', () => {
  it('Polymerization records the materials; the record ends as the Fusion Monster leaves the field', () => {
    const d = duelOf({
      me: { hand: ['Polymerization', 'Summoned Skull', 'Red-Eyes Black Dragon', 'Dark Hole'], extra: ['Black Skull Dragon'] },
    });
    let x = passAll(play(d, { type: 'activate', card: idOf(d, 'Polymerization') }));
    while (x.flow.prompt) x = passAll(play(x, x.flow.prompt.kind === 'chooseOption' ? { type: 'select', option: 'attack' } : legal(x, 'select')[0]!));
    expect(x.rules).toEqual([
      { code: 'fusionMaterialsUsed', player: 0, card: idOf(d, 'Black Skull Dragon'), key: `${idOf(d, 'Summoned Skull')},${idOf(d, 'Red-Eyes Black Dragon')}`, source: idOf(d, 'Polymerization'), lasts: { kind: 'duel' } },
    ]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Dark Hole') }));
    expect(x.rules).toEqual([]);
  });
});

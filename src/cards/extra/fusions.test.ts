import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, type Duel } from '../../engine';
import { duelOf, idOf, legal, me } from '../../engine/test/dsl';

/** Fuses with Polymerization, answering each prompt with its first choice (Attack Position). */
function fuse(d: Duel): Duel {
  let x = applyAction(d, { type: 'activate', card: idOf(d, 'Polymerization') });
  while (x.flow.prompt || x.flow.window) x = applyAction(x, legalActions(x)[0]!);
  return x;
}

/** The Fusion Monsters without effects: Polymerization makes each from exactly its named materials. */
describe.each([
  ['Darkfire Dragon', ['Firegrass', 'Petit Dragon'], 1500, 1250],
  ['Black Skull Dragon', ['Summoned Skull', 'Red-Eyes Black Dragon'], 3200, 2500],
  ['Gaia the Dragon Champion', ['Gaia the Fierce Knight', 'Curse of Dragon'], 2600, 2100],
  ['Thousand Dragon', ['Time Wizard', 'Baby Dragon'], 2400, 2000],
  ['Blue-Eyes Ultimate Dragon', ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'], 4500, 3800],
] as const)('%s', (fusion, materials, atk, def) => {
  it(`is Fusion Summoned from ${materials.join(' + ')} in hand`, () => {
    const d = duelOf({ me: { hand: ['Polymerization', ...materials], extra: [fusion] } });
    const x = fuse(d);
    expect(me(x).monsters[0]).toMatchObject({ name: fusion, atk, def, faceUp: true });
    expect(me(x).graveyard.sort()).toEqual([...materials, 'Polymerization'].sort());
    expect(me(x).extra).toEqual([]);
  });
  it('is not made when one material is missing', () => {
    const d = duelOf({ me: { hand: ['Polymerization', ...materials.slice(1)], extra: [fusion] } });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toEqual([]);
  });
});

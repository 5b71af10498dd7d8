// Abyss Dweller (texts-2016): "2 Level 4 monsters / While this card has an Xyz Material attached that was originally
// WATER, all WATER monsters you control gain 500 ATK. Once per turn, during either player's turn: You can detach 1 Xyz
// Material from this card; any card effects that activate in your opponent's Graveyard cannot be activated this turn."
// The Graveyard lock is rule code noGraveyardActivations (src/engine/test/noGraveyardActivations.test.ts).
import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const AD = 'Abyss Dweller';

describe('Abyss Dweller', () => {
  it('is Xyz Summoned with 2 Level 4 monsters; with a WATER material, your WATER monsters gain 500 ATK (not the opponent\'s, nor other Attributes)', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Great White' }, { card: 'Celtic Guardian' }, { card: 'Hyosube' }, { card: 'Water Omotics' }], extra: [AD] } });
    const xyz = legal(d, 'specialSummon').find((a) => a.method === 'xyz' && a.materials!.length === 2 && a.materials!.includes(idOf(d, 'Great White')) && a.materials!.includes(idOf(d, 'Celtic Guardian')))!;
    const x = play(d, xyz);
    const mons = me(x).monsters.filter(Boolean);
    expect(mons.find((m) => m!.name === AD)).toMatchObject({ atk: 2200, materials: ['Great White', 'Celtic Guardian'] });
    expect(mons.find((m) => m!.name === 'Hyosube')!.atk).toBe(1500 + 500);
    const withOpp = duelOf({ me: { monsters: [{ card: AD, materials: ['Hyosube'] }, { card: 'Celtic Guardian' }] }, opp: { monsters: [{ card: 'Great White' }] } });
    expect(me(withOpp).monsters[1]!.atk).toBe(1400);
    expect(opp(withOpp).monsters[0]!.atk).toBe(1600);
  });

  it('with no originally WATER material there is no gain; detaching the last WATER one ends it', () => {
    expect(me(duelOf({ me: { monsters: [{ card: AD, materials: ['Celtic Guardian', 'Mystical Elf'] }] } })).monsters[0]!.atk).toBe(1700);
    const d = duelOf({ me: { monsters: [{ card: AD, materials: ['Great White'] }] } });
    expect(me(d).monsters[0]!.atk).toBe(2200);
    const x = passAll(play(d, { type: 'activate', card: idOf(d, AD), effect: 1 }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 1700, materials: [] });
  });

  it("detaches 1, once per turn, as a Quick Effect: the opponent's Graveyard effects are locked this turn", () => {
    const d = duelOf({ me: { monsters: [{ card: AD, materials: ['Great White', 'Hyosube'] }], hand: ['Fissure'] }, opp: { monsters: [{ card: 'Sangan' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, AD), effect: 1 });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Great White')] }));
    expect(me(x).monsters[0]!.materials).toEqual(['Hyosube']);
    expect(legal(x, 'activate').map((a) => a.card)).toEqual([idOf(d, 'Fissure')]);
    x = passAll(play(x, { type: 'activate', card: idOf(d, 'Fissure'), effect: 0 }));
    expect(opp(x).graveyard).toEqual(['Sangan']);
    expect(x.flow.chain).toEqual([]);
  });

  it('cannot be used with no Xyz Material', () => {
    expect(legal(duelOf({ me: { monsters: [{ card: AD }] } }), 'activate')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

// Shine Palace: "Equip only to a LIGHT monster. It gains 700 ATK."
describe('Shine Palace', () => {
  it('equips a face-up LIGHT monster (either side), which gains 700 ATK (DEF unchanged)', () => {
    const d = duelOf({ me: { hand: ['Shine Palace'], monsters: [{ card: 'Blue-Eyes White Dragon' }, { card: 'Summoned Skull' }] }, opp: { monsters: [{ card: 'Mystical Elf' }] } });
    let x = play(d, { type: 'activate', card: idOf(d, 'Shine Palace') });
    expect(x.flow.prompt?.kind === 'chooseCard' && [...x.flow.prompt.cards].sort()).toEqual([idOf(d, 'Blue-Eyes White Dragon'), idOf(d, 'Mystical Elf', 1)].sort());
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Blue-Eyes White Dragon')] }));
    expect(me(x).monsters[0]).toMatchObject({ atk: 3700, def: 2500 });
    expect(opp(x).monsters[0]?.atk).toBe(800);
  });
  it('no face-up LIGHT monster: cannot be activated', () => {
    expect(legal(duelOf({ me: { hand: ['Shine Palace'], monsters: [{ card: 'Summoned Skull' }] } }), 'activate')).toEqual([]);
  });
});

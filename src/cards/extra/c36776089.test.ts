// Sky Cavalry Centaurea (texts-2016): "2 Level 2 monsters / This card cannot be destroyed by battle while it has Xyz
// Material. At the end of the Damage Step, if this card battled an opponent's monster: You can detach 1 Xyz Material
// from this card; return the opponent's monster from the field to the hand."
import { describe, expect, it } from 'vitest';
import { applyAction, type Duel } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';

const C = 'Sky Cavalry Centaurea';
const MATS = ['Petit Dragon', 'Firegrass'];
const answer = (d: Duel, option: string): Duel => applyAction(d, { type: 'select', option });

describe('Sky Cavalry Centaurea', () => {
  it('is Xyz Summoned with 2 Level 2 monsters', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Petit Dragon' }, { card: 'Firegrass' }], extra: [C] } });
    const x = play(d, legal(d, 'specialSummon').find((a) => a.method === 'xyz')!);
    expect(me(x).monsters.find((m) => m?.name === C)).toMatchObject({ atk: 2000, def: 0, materials: MATS });
  });
  it('with Xyz Material it is not destroyed by battle; at the end of the Damage Step it may detach 1 to return the monster it battled to the hand', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: C, materials: MATS }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, C), target: idOf(d, 'Summoned Skull', 1) });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseOption' });
    x = answer(x, 'yes');
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Petit Dragon')] }));
    expect(me(x).lp).toBe(7500);
    expect(me(x).monsters[0]).toMatchObject({ name: C, materials: ['Firegrass'] });
    expect(me(x).graveyard).toEqual(['Petit Dragon']);
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    expect(opp(x).monsters.filter(Boolean)).toEqual([]);
  });
  it('declined, the material stays and so does the monster', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: C, materials: MATS }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, C), target: idOf(d, 'Summoned Skull', 1) });
    x = passAll(answer(x, 'no'));
    expect(me(x).monsters[0]!.materials).toEqual(MATS);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });
  it('works when it is the one attacked, in the opponent\'s turn', () => {
    const d = duelOf({ turnPlayer: 1, phase: 'battle', me: { monsters: [{ card: C, materials: MATS }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    let x = play(d, { type: 'attack', card: idOf(d, 'Summoned Skull', 1), target: idOf(d, C) });
    x = passAll(x);
    x = answer(x, 'yes');
    x = passAll(play(x, legal(x, 'select')[0]!));
    expect(opp(x).hand).toEqual(['Summoned Skull']);
    expect(me(x).monsters[0]).toMatchObject({ name: C });
  });
  it('with no Xyz Material it is destroyed by battle, and nothing is returned', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: C }] }, opp: { monsters: [{ card: 'Summoned Skull' }] } });
    const x = passAll(play(d, { type: 'attack', card: idOf(d, C), target: idOf(d, 'Summoned Skull', 1) }));
    expect(me(x).graveyard).toEqual([C]);
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Summoned Skull' });
  });
  it('a monster the battle destroyed is no longer on the field: nothing to return, no activation', () => {
    const d = duelOf({ phase: 'battle', me: { monsters: [{ card: C, materials: MATS }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    const x = play(d, { type: 'attack', card: idOf(d, C), target: idOf(d, 'Celtic Guardian', 1) });
    expect(x.flow.prompt).toBeFalsy();
    expect(opp(x).graveyard).toEqual(['Celtic Guardian']);
    expect(me(x).monsters[0]!.materials).toEqual(MATS);
  });
});

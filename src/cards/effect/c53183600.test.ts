import { describe, expect, it } from 'vitest';
import { applyAction } from '../../engine';
import { duelOf, idOf, legal, me, opp, passAll, play } from '../../engine/test/dsl';
import { toBattle } from '../../engine/test/turns';

const WORLD = { card: 'Toon World', faceUp: true };

describe('Blue-Eyes Toon Dragon', () => {
  it('cannot be Normal Summoned or Set', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes Toon Dragon'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }], spellTraps: [WORLD] } });
    const id = idOf(d, 'Blue-Eyes Toon Dragon');
    expect(legal(d, 'normalSummon', id)).toEqual([]);
    expect(legal(d, 'setMonster', id)).toEqual([]);
  });

  it('is Special Summoned from the hand by Tributing 2 monsters while you control a face-up Toon World, and cannot attack that turn', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes Toon Dragon'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }], spellTraps: [WORLD] } });
    const id = idOf(d, 'Blue-Eyes Toon Dragon');
    const [summon] = legal(d, 'specialSummon', id);
    expect(summon).toBeDefined();
    let x = play(d, summon!);
    x = play(x, { type: 'select', ids: [idOf(d, 'Celtic Guardian')] });
    x = play(x, { type: 'select', ids: [idOf(d, 'Kuriboh')] });
    while (x.flow.prompt?.kind === 'chooseOption') x = play(x, { type: 'select', option: 'attack' });
    x = passAll(x);
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Celtic Guardian', 'Kuriboh']));
    expect(me(x).monsters.find((m) => m !== null)).toMatchObject({ name: 'Blue-Eyes Toon Dragon', atk: 3000 });
    expect(legal(toBattle(x), 'attack', id)).toEqual([]);
  });

  it('cannot be Special Summoned without a face-up Toon World, nor with fewer than 2 monsters to Tribute', () => {
    const noWorld = duelOf({ me: { hand: ['Blue-Eyes Toon Dragon'], monsters: [{ card: 'Celtic Guardian' }, { card: 'Kuriboh' }] } });
    expect(legal(noWorld, 'specialSummon', idOf(noWorld, 'Blue-Eyes Toon Dragon'))).toEqual([]);
    const one = duelOf({ me: { hand: ['Blue-Eyes Toon Dragon'], monsters: [{ card: 'Celtic Guardian' }], spellTraps: [WORLD] } });
    expect(legal(one, 'specialSummon', idOf(one, 'Blue-Eyes Toon Dragon'))).toEqual([]);
  });

  it('attacks directly for 500 LP while the opponent controls no face-up Toon; must attack a face-up Toon if they do', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes Toon Dragon' }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }] } });
    const id = idOf(d, 'Blue-Eyes Toon Dragon');
    const x = passAll(play(toBattle(d), { type: 'attack', card: id, target: 'direct' }));
    expect(me(x).lp).toBe(7500);
    expect(opp(x).lp).toBe(5000);
    const toons = toBattle(duelOf({ me: { monsters: [{ card: 'Blue-Eyes Toon Dragon' }], spellTraps: [WORLD] }, opp: { monsters: [{ card: 'Kuriboh' }, { card: 'Toon Cannon Soldier' }] } }));
    expect(legal(toons, 'attack', id).map((a) => a.target)).toEqual([idOf(toons, 'Toon Cannon Soldier', 1)]);
    expect(() => applyAction(toons, { type: 'attack', card: id, target: 'direct' })).toThrow();
  });

  it('cannot attack with less than 500 LP', () => {
    const d = duelOf({ me: { lp: 499, monsters: [{ card: 'Blue-Eyes Toon Dragon' }], spellTraps: [WORLD] } });
    expect(legal(toBattle(d), 'attack', idOf(d, 'Blue-Eyes Toon Dragon'))).toEqual([]);
  });

  it('is destroyed when Toon World on the field is destroyed', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Blue-Eyes Toon Dragon' }], spellTraps: [WORLD] }, opp: { hand: ['Mystical Space Typhoon'] }, turnPlayer: 1 });
    const x = passAll(play(d, { type: 'activate', card: idOf(d, 'Mystical Space Typhoon', 1) }, { type: 'select', ids: [idOf(d, 'Toon World')] }));
    expect(me(x).graveyard).toEqual(expect.arrayContaining(['Toon World', 'Blue-Eyes Toon Dragon']));
  });
});

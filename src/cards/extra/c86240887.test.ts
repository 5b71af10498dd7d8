import { describe, expect, it } from 'vitest';
import { fusionSummonSpec } from './fusionSummonSpec';
import { duelOf, idOf, legal, me, opp, passAll, passWindows, play } from '../../engine/test/dsl';

/*
 * Buster Blader, the Dragon Destroyer Swordsman (texts-2016): "1 "Buster Blader" + 1 Dragon-Type monster / Must be
 * Fusion Summoned and cannot be Special Summoned by other ways. This card cannot attack directly. This card gains 1000
 * ATK and DEF for each Dragon-Type monster your opponent controls or is in their Graveyard. Change all Dragon-Type
 * monsters your opponent controls to Defense Position, also all Dragon-Type monsters in your opponent's possession
 * cannot activate their effects. If this card attacks a Defense Position monster, inflict piercing battle damage to
 * your opponent."
 */
const NAME = 'Buster Blader, the Dragon Destroyer Swordsman';
const DDS = { card: NAME };

describe(NAME, () => {
  fusionSummonSpec(NAME, ['Buster Blader', 'Koumori Dragon'], { atk: 2800, def: 2500 });

  it('the Dragon may be any Dragon-Type monster (Blue-Eyes White Dragon), not another Type', () => {
    const d = duelOf({ me: { hand: ['Polymerization', 'Buster Blader', 'Blue-Eyes White Dragon'], extra: [NAME] } });
    expect(legal(d, 'activate', idOf(d, 'Polymerization'))).toHaveLength(1);
    const warrior = duelOf({ me: { hand: ['Polymerization', 'Buster Blader', 'Celtic Guardian'], extra: [NAME] } });
    expect(legal(warrior, 'activate', idOf(warrior, 'Polymerization'))).toEqual([]);
  });

  it('must be Fusion Summoned: Monster Reborn cannot bring it back unless it was Fusion Summoned first', () => {
    const never = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: NAME, properlySummoned: false }] } });
    expect(legal(never, 'activate')).toEqual([]);
    const fused = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: NAME, properlySummoned: true }] } });
    expect(legal(fused, 'activate')).toHaveLength(1);
  });

  it('cannot attack directly', () => {
    const d = duelOf({ me: { monsters: [DDS] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    expect(legal(x, 'attack', idOf(d, NAME))).toEqual([]);
  });

  it("+1000 ATK and DEF for each face-up Dragon the opponent controls and each Dragon in their Graveyard (not its controller's)", () => {
    const d = duelOf({
      me: { monsters: [DDS, { card: 'Koumori Dragon' }], graveyard: ['Blue-Eyes White Dragon'] },
      opp: { monsters: [{ card: 'Koumori Dragon' }, { card: 'Petit Dragon', faceUp: false, position: 'defense' }], graveyard: ['Curse of Dragon', 'Feral Imp'] },
    });
    expect(me(d).monsters[0]).toMatchObject({ name: NAME, atk: 2800 + 2000, def: 2500 + 2000 });
  });

  it("the opponent's face-up Dragons are changed to Defense Position and cannot change position; its controller's are not", () => {
    const d = duelOf({ me: { hand: ['Sangan'], monsters: [DDS, { card: 'Koumori Dragon' }] }, opp: { monsters: [{ card: 'Koumori Dragon' }, { card: 'Celtic Guardian' }] } });
    const x = passAll(play(d, legal(d, 'normalSummon', idOf(d, 'Sangan'))[0]!));
    expect(opp(x).monsters[0]).toMatchObject({ name: 'Koumori Dragon', position: 'defense' });
    expect(opp(x).monsters[1]).toMatchObject({ name: 'Celtic Guardian', position: 'attack' });
    expect(me(x).monsters[1]).toMatchObject({ name: 'Koumori Dragon', position: 'attack' });
  });

  it("the opponent cannot activate a Dragon's effect (Blue-Eyes Alternative White Dragon); without it they can", () => {
    const board = (mine: { card: string }[]) => duelOf({ turnPlayer: 1, me: { monsters: mine }, opp: { monsters: [{ card: 'Blue-Eyes Alternative White Dragon' }] } });
    const barred = board([DDS]);
    expect(legal(barred, 'activate', idOf(barred, 'Blue-Eyes Alternative White Dragon', 1))).toEqual([]);
    const free = board([{ card: 'Celtic Guardian' }]);
    expect(legal(free, 'activate', idOf(free, 'Blue-Eyes Alternative White Dragon', 1)).length).toBeGreaterThan(0);
  });

  it("its controller's own Dragons still activate their effects", () => {
    const d = duelOf({ me: { monsters: [DDS, { card: 'Blue-Eyes Alternative White Dragon' }] }, opp: { monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'activate', idOf(d, 'Blue-Eyes Alternative White Dragon')).length).toBeGreaterThan(0);
  });

  it('attacking a Defense Position monster inflicts piercing battle damage', () => {
    const d = duelOf({ me: { monsters: [DDS] }, opp: { monsters: [{ card: 'Celtic Guardian', position: 'defense' }] } });
    const x = passWindows(play(d, { type: 'nextPhase', to: 'battle' }));
    const y = passAll(play(x, { type: 'attack', card: idOf(d, NAME), target: idOf(d, 'Celtic Guardian', 1) }));
    expect(opp(y).graveyard).toEqual(['Celtic Guardian']);
    expect(opp(y).lp).toBe(8000 - (2800 - 1200));
  });
});

import { describe, expect, it } from 'vitest';
import { duelOf, idOf, legal, me, passAll, play } from '../../engine/test/dsl';

/*
 * Red-Eyes Darkness Dragon (texts-2016): "Cannot be Normal Summoned/Set. Must be Special Summoned (from
 * your hand) by Tributing 1 "Red-Eyes B. Dragon" and cannot be Special Summoned by other ways. This card
 * gains 300 ATK for each Dragon-Type monster in your Graveyard." A Summon procedure with a Tribute cost
 * (summonProcedure.ts), `onlyByProcedure` and `cannotBeSpecialSummoned` (effects never Summon it).
 */

const DARKNESS = 'Red-Eyes Darkness Dragon';

describe('Red-Eyes Darkness Dragon', () => {
  it('is Special Summoned from the hand by Tributing 1 Red-Eyes Black Dragon you control', () => {
    const d = duelOf({ me: { hand: [DARKNESS], monsters: [{ card: 'Red-Eyes Black Dragon' }, { card: 'Celtic Guardian' }] } });
    expect(legal(d, 'normalSummon', idOf(d, DARKNESS))).toEqual([]);
    expect(legal(d, 'setMonster', idOf(d, DARKNESS))).toEqual([]);
    let x = play(d, { type: 'specialSummon', card: idOf(d, DARKNESS), method: 'rule', position: 'attack' });
    expect(x.flow.prompt).toMatchObject({ kind: 'chooseCard', cards: [idOf(d, 'Red-Eyes Black Dragon')] });
    x = passAll(play(x, { type: 'select', ids: [idOf(d, 'Red-Eyes Black Dragon')] }));
    expect(me(x).graveyard).toEqual(['Red-Eyes Black Dragon']);
    // 2400 + 300 for the Dragon in the Graveyard.
    expect(me(x).monsters.find((s) => s?.name === DARKNESS)).toMatchObject({ faceUp: true, atk: 2700 });
    expect(x.players[0].normalSummonUsed).toBe(false);
  });

  it('cannot be Special Summoned without a Red-Eyes Black Dragon on your field (one in the hand is not Tributed)', () => {
    const d = duelOf({ me: { hand: [DARKNESS, 'Red-Eyes Black Dragon'], monsters: [{ card: 'Celtic Guardian' }] } });
    expect(legal(d, 'specialSummon', idOf(d, DARKNESS))).toEqual([]);
  });

  it('cannot be Special Summoned by a card effect, even once it was Summoned properly', () => {
    const d = duelOf({ me: { hand: ['Monster Reborn'], graveyard: [{ card: DARKNESS, properlySummoned: true }] } });
    expect(legal(d, 'activate', idOf(d, 'Monster Reborn'))).toEqual([]);
  });

  it('gains 300 ATK for each Dragon monster in your Graveyard, and only Dragons', () => {
    const d = duelOf({
      me: { monsters: [{ card: DARKNESS }], graveyard: ['Blue-Eyes White Dragon', 'Red-Eyes Black Dragon', 'Celtic Guardian'] },
      opp: { graveyard: ['Blue-Eyes White Dragon'] },
    });
    expect(me(d).monsters[0]).toMatchObject({ atk: 3000, def: 2000 });
    expect(me(duelOf({ me: { monsters: [{ card: DARKNESS }] } })).monsters[0]).toMatchObject({ atk: 2400 });
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction } from '..';
import { duelOf, idOf, legal, passAll, play } from './dsl';

/*
 * Rule codes `doubleTribute` and `additionalNormalSummon` (issue 32 §4, "double Tribute and an extra
 * Normal Summon"). Rulebook v9.1 "Summoning Monster Cards": one Normal Summon or Set per turn; a Level
 * 7 or higher monster needs 2 Tributes. A rule recorded in the duel lasts its duration (thisTurn here).
 */

describe('an extra Normal Summon (additionalNormalSummon)', () => {
  it('a recorded additionalNormalSummon lets its player Normal Summon once more this turn, and is used up', () => {
    const d = duelOf({ me: { hand: ['Feral Imp', 'Mystical Elf', 'Celtic Guardian'] } });
    const granted = { ...d, rules: [{ code: 'additionalNormalSummon' as const, player: 0 as const, lasts: { kind: 'thisTurn' as const, turn: d.turn } }] };
    let x = passAll(play(granted, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
    x = passAll(play(x, { type: 'normalSummon', card: idOf(d, 'Mystical Elf'), tributes: [] }));
    expect(legal(x, 'normalSummon')).toEqual([]);
    expect(() => applyAction(x, { type: 'normalSummon', card: idOf(d, 'Celtic Guardian'), tributes: [] })).toThrow(/already Normal Summoned/);
  });

  it('the opponent\'s rule does not give you one; a rule of an earlier turn is over', () => {
    const d = duelOf({ me: { hand: ['Feral Imp', 'Mystical Elf'] } });
    for (const rule of [{ code: 'additionalNormalSummon' as const, player: 1 as const, lasts: { kind: 'thisTurn' as const, turn: d.turn } }, { code: 'additionalNormalSummon' as const, player: 0 as const, lasts: { kind: 'thisTurn' as const, turn: d.turn - 1 } }]) {
      const x = passAll(play({ ...d, rules: [rule] }, { type: 'normalSummon', card: idOf(d, 'Feral Imp'), tributes: [] }));
      expect(legal(x, 'normalSummon')).toEqual([]);
    }
  });
});

describe('a monster worth 2 Tributes (doubleTribute)', () => {
  it('a face-up monster declaring doubleTribute for the monster Summoned is Tributed alone for a monster needing 2', () => {
    const d = duelOf({ me: { hand: ['Blue-Eyes White Dragon', 'Dark Magician'], monsters: [{ card: 'Kaiser Sea Horse' }] } });
    expect(legal(d, 'normalSummon', idOf(d, 'Blue-Eyes White Dragon'))).toHaveLength(1);
    expect(legal(d, 'normalSummon', idOf(d, 'Dark Magician'))).toEqual([]);
  });
});

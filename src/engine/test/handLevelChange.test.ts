import { describe, expect, it } from 'vitest';
import { type Duel } from '..';
import { currentLevel } from '../stats';
import { duelOf, idOf, legal } from './dsl';

/*
 * "Reduce the Levels of all monsters in your hand by 2 (even after they are Summoned)" (Cost Down): recorded rule
 * `handLevelChange`, its key the change. With no card, about every monster in the rule's player's hand; with a card,
 * about that monster wherever it is (kept on the field). Never below Level 1. The Tributes a Normal Summon needs are
 * counted from the Level now (stats.ts tributesNeededNow).
 */
const d = duelOf({ me: { hand: ['Kuriboh', 'Summoned Skull', 'Blue-Eyes White Dragon'], monsters: [{ card: 'Gemini Elf' }] }, opp: { hand: ['Summoned Skull'] } });
const lasts = { kind: 'thisTurn' as const, turn: d.turn };
const withRules = (...rules: Duel['rules']): Duel => ({ ...d, rules });

describe('handLevelChange', () => {
  it("about the player: every monster in that player's hand, never below 1; not the field, not the other hand", () => {
    const x = withRules({ code: 'handLevelChange', player: 0, key: '-2', lasts });
    expect(currentLevel(x, idOf(d, 'Kuriboh'))).toBe(1);
    expect(currentLevel(x, idOf(d, 'Summoned Skull'))).toBe(4);
    expect(currentLevel(x, idOf(d, 'Blue-Eyes White Dragon'))).toBe(6);
    expect(currentLevel(x, idOf(d, 'Gemini Elf'))).toBe(4);
    expect(currentLevel(x, idOf(d, 'Summoned Skull', 1))).toBe(6);
  });

  it('the Tributes a Normal Summon needs follow the Level', () => {
    expect(legal(d, 'normalSummon', idOf(d, 'Summoned Skull')).map((a) => a.tributes.length)).toEqual([1]);
    const x = withRules({ code: 'handLevelChange', player: 0, key: '-2', lasts });
    expect(legal(x, 'normalSummon', idOf(d, 'Summoned Skull')).map((a) => a.tributes.length)).toEqual([0]);
    expect(legal(x, 'normalSummon', idOf(d, 'Blue-Eyes White Dragon')).map((a) => a.tributes.length)).toEqual([1]);
  });

  it('about a card: that monster on the field; two such rules add up', () => {
    const elf = idOf(d, 'Gemini Elf');
    expect(currentLevel(withRules({ code: 'handLevelChange', player: 0, card: elf, key: '-2', lasts }), elf)).toBe(2);
    expect(currentLevel(withRules({ code: 'handLevelChange', player: 0, card: elf, key: '-2', lasts }, { code: 'handLevelChange', player: 0, card: elf, key: '-2', lasts }), elf)).toBe(1);
  });
});

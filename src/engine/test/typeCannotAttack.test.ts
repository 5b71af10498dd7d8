import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '..';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf } from './dsl';

/*
 * Rule code `typeCannotAttack` (recorded, about a monster, its controller and its Type): "other <Type> monsters you
 * control cannot attack this turn" (Magicians Unite, official/c36045450.lua: EFFECT_CANNOT_ATTACK on the player's
 * monsters of that Type but one). Key `<Type>#<the monster spared>`; read by continuous.ts monsterAttackLock, so an
 * attack is refused with `cannotAttack`. The card: src/cards/trap/c36045450.test.ts.
 */
describe('typeCannotAttack', () => {
  const d = duelOf({
    phase: 'battle',
    me: { monsters: [{ card: 'Dark Magician' }, { card: 'Gemini Elf' }, { card: 'Celtic Guardian' }] },
    opp: { monsters: [{ card: 'Mystical Elf' }] },
  });
  const attackers = (x: Duel): string[] => [...new Set(legalActions(x).flatMap((a) => (a.type === 'attack' ? [a.card] : [])))].sort();
  const rule = (key: string, player: 0 | 1 = 0, turn = 3): DuelRule => ({ code: 'typeCannotAttack', player, key, lasts: { kind: 'thisTurn', turn } });

  it("the player's monsters of the Type cannot attack, but the one spared; other Types can", () => {
    expect(attackers(d)).toHaveLength(3);
    const x = { ...d, rules: [rule(`Spellcaster#${idOf(d, 'Gemini Elf')}`)] };
    expect(attackers(x)).toEqual([idOf(d, 'Gemini Elf'), idOf(d, 'Celtic Guardian')].sort());
    // None spared: every Spellcaster.
    expect(attackers({ ...d, rules: [rule('Spellcaster#')] })).toEqual([idOf(d, 'Celtic Guardian')]);
  });

  it("only the rule's player's monsters, and only while it lasts", () => {
    expect(attackers({ ...d, rules: [rule('Spellcaster#', 1)] })).toHaveLength(3);
    expect(attackers({ ...d, rules: [rule('Spellcaster#', 0, 2)] })).toHaveLength(3);
  });
});

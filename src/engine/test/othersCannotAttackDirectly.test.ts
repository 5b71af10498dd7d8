import { describe, expect, it } from 'vitest';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf, legal } from './dsl';

/*
 * Rule code othersCannotAttackDirectly (recorded): "other monsters you control cannot attack directly for the rest of
 * this turn" (Galaxy-Eyes Cipher Dragon): every monster the rule's player controls but the one in its key; the
 * opponent's monsters and attacks on monsters are not touched.
 */
describe('othersCannotAttackDirectly', () => {
  const d = duelOf({ turn: 3, phase: 'battle', me: { monsters: [{ card: 'Celtic Guardian' }, { card: 'Summoned Skull' }] } });
  const spared = idOf(d, 'Summoned Skull');
  const rule = (turn: number): DuelRule => ({ code: 'othersCannotAttackDirectly', player: 0, key: spared, lasts: { kind: 'thisTurn', turn } });

  it("bars the player's other monsters' direct attacks, not the one spared", () => {
    const x = { ...d, rules: [rule(3)] };
    expect(legal(x, 'attack', idOf(d, 'Celtic Guardian'))).toEqual([]);
    expect(legal(x, 'attack', spared).map((a) => a.target)).toEqual(['direct']);
    expect(legal(d, 'attack', idOf(d, 'Celtic Guardian')).map((a) => a.target)).toEqual(['direct']);
  });

  it("is about one player's monsters, and ends with its turn", () => {
    expect(legal({ ...d, rules: [{ ...rule(3), player: 1 }] }, 'attack', idOf(d, 'Celtic Guardian'))).toHaveLength(1);
    expect(legal({ ...d, rules: [rule(2)] }, 'attack', idOf(d, 'Celtic Guardian'))).toHaveLength(1);
  });
});

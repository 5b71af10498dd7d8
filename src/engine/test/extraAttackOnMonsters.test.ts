import { describe, expect, it } from 'vitest';
import type { DuelRule } from '../ruleCodes';
import { duelOf, idOf, legal, passAll, play } from './dsl';
import { toBattle } from './turns';

/*
 * Rule code extraAttackOnMonsters (recorded): "this card can make up to 2 attacks on monsters during each Battle
 * Phase this turn" (Number 95: Galaxy-Eyes Dark Matter Dragon): after its first attack this turn it may declare a
 * second one, on a monster only (never directly), and no third.
 */
describe('extraAttackOnMonsters', () => {
  const rule = (card: string): DuelRule => ({ code: 'extraAttackOnMonsters', player: 0, card, lasts: { kind: 'thisTurn', turn: 3 } });
  const start = (opp: string[]) => {
    const d = duelOf({ turn: 3, me: { monsters: [{ card: 'Summoned Skull' }] }, opp: { monsters: opp.map((card) => ({ card })) } });
    return { d, x: toBattle({ ...d, rules: [rule(idOf(d, 'Summoned Skull'))] }) };
  };

  it('a second attack on a monster, and no third', () => {
    const { d, x } = start(['Feral Imp', 'Celtic Guardian', 'Mystical Elf']);
    const skull = idOf(d, 'Summoned Skull');
    let y = passAll(play(x, { type: 'attack', card: skull, target: idOf(d, 'Feral Imp', 1) }));
    expect(legal(y, 'attack', skull)).toHaveLength(2);
    y = passAll(play(y, { type: 'attack', card: skull, target: idOf(d, 'Celtic Guardian', 1) }));
    expect(legal(y, 'attack', skull)).toEqual([]);
    // Without the rule: one attack.
    const plain = passAll(play(toBattle(d), { type: 'attack', card: skull, target: idOf(d, 'Feral Imp', 1) }));
    expect(legal(plain, 'attack', skull)).toEqual([]);
  });

  it('never a second attack directly', () => {
    const { d, x } = start(['Feral Imp']);
    const y = passAll(play(x, { type: 'attack', card: idOf(d, 'Summoned Skull'), target: idOf(d, 'Feral Imp', 1) }));
    expect(legal(y, 'attack', idOf(d, 'Summoned Skull'))).toEqual([]);
  });
});

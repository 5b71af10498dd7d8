import { describe, expect, it } from 'vitest';
import { legalActions } from '..';
import { RULE_CODES, rulesLasting } from '../constants';
import { CONTINUOUS_RULES } from '../effects/types';
import { inForce, RESTRICTIONS, type Duel, type Restriction } from '../state';
import { duelOf } from './dsl';

/**
 * One list of continuous rule codes, each with its duration (issue 10 §4): the codes a face-up card
 * applies and the rule changes an effect records for the turn are both read from it.
 */
describe('Continuous rule codes and their durations', () => {
  it('every code has one duration; the face-up rules keep the registry bit order', () => {
    expect(CONTINUOUS_RULES).toEqual(['protects', 'locksInDefense', 'mustBeAttacked', 'doublesBattleDamage', 'barsActivation', 'preventsDestruction', 'preventsBattleDestruction', 'substitutesForEquipped']);
    expect(RESTRICTIONS).toEqual(['noAttackDeclarations', 'noBattleDamage', 'indestructibleByBattle', 'noSummons', 'noBattlePhase', 'reverseStatChanges', 'mayTribute', 'noActivationsOfName']);
    expect([...CONTINUOUS_RULES, ...RESTRICTIONS].sort()).toEqual(Object.keys(RULE_CODES).sort());
    expect(rulesLasting('whileFaceUp')).toEqual(CONTINUOUS_RULES);
    // @ts-expect-error a rule that lasts while its card is face-up is not recorded for the turn
    const notForTheTurn: Restriction = 'protects';
    expect(RESTRICTIONS).not.toContain(notForTheTurn);
  });

  it("a rule change made this turn ('thisTurn') is in force until the turn ends, and not after", () => {
    const d = duelOf({ turn: 3, phase: 'battle', me: { monsters: [{ card: 'Celtic Guardian' }] } });
    const attacks = (duel: Duel) => legalActions(duel).filter((a) => a.type === 'attack');
    expect(attacks(d)).toHaveLength(1);
    const thisTurn = { restriction: 'noAttackDeclarations', player: 0, turn: 3 } as const;
    expect(inForce(d, thisTurn)).toBe(true);
    expect(attacks({ ...d, restrictions: [thisTurn] })).toEqual([]);
    const lastTurn = { ...thisTurn, turn: 2 };
    expect(inForce(d, lastTurn)).toBe(false);
    expect(attacks({ ...d, restrictions: [lastTurn] })).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { legalActions } from '..';
import { rulesOf } from '../continuous';
import { FIELD_RULES, inForce, lastTurnOf, RECORDED_RULES, recordedLasts, RULE_CODES, SELF_RULES, type DuelRule } from '../ruleCodes';
import type { Duel } from '../state';
import { duelOf, idOf } from './dsl';

/**
 * One table of rule codes, each with where it is asked and its reader, and one reader (`rulesOf`):
 * every rule in force carries its source, who applies it and how long it lasts (issue 32 §1).
 */
describe('Rule codes and their durations', () => {
  it('every code is asked somewhere and names its reader; the field and self codes keep the registry bit order', () => {
    for (const [code, row] of Object.entries(RULE_CODES)) {
      expect(row.asked.length, code).toBeGreaterThan(0);
      expect(row.reader, code).toMatch(/\.ts /);
    }
    expect(FIELD_RULES).toEqual([
      'protects', 'locksInDefense', 'mustBeAttacked', 'doublesBattleDamage', 'barsActivation', 'preventsDestruction', 'preventsBattleDestruction', 'substitutesForEquipped', 'noAttackDeclarations', 'cannotAttack', 'negatesEffects', 'takesControl', 'cannotChangePosition', 'noBattleDamage', 'noSummons', 'noSpecialSummons', 'piercing', 'noEffectDamage', 'negatesResolvingEffects', 'cannotBanishFromGraveyard', 'cannotBeAttackTarget', 'lpGainBecomesDamage', 'attackTargetsOnly', 'locksGraveyard', 'lpCostToPlay', 'noMonsterSets', 'noSpellLpCosts', 'locksInAttack', 'drawsOnlyInDrawPhase', 'decksUpsideDown', 'halvesAtk', 'extraAttacks', 'negatesBattleDestroyedBy', 'negatesSpellEffectTargetingMonster', 'negatesGraveyardEffects', 'cannotBeTributed', 'cannotBePlayed', 'banishesGraveyardBound', 'makesMonstersUnaffected', 'oneTypeOfMonster', 'oneSpecialSummonAtATime', 'halvesBattleDamageTaken', 'deckTopBanishedInsteadOfDestruction',
    ]);
    expect(SELF_RULES.length).toBeLessThanOrEqual(64);
    expect(RECORDED_RULES).toContain('skipDrawPhase');
  });

  it("a rule recorded for this turn ('thisTurn') is in force until the turn ends, and not after", () => {
    const d = duelOf({ turn: 3, phase: 'battle', me: { monsters: [{ card: 'Celtic Guardian' }] } });
    const attacks = (duel: Duel) => legalActions(duel).filter((a) => a.type === 'attack');
    expect(attacks(d)).toHaveLength(1);
    const thisTurn: DuelRule = { code: 'noAttackDeclarations', player: 0, lasts: { kind: 'thisTurn', turn: 3 } };
    expect(inForce(d, thisTurn.lasts, false)).toBe(true);
    expect(attacks({ ...d, rules: [thisTurn] })).toEqual([]);
    const lastTurn: DuelRule = { ...thisTurn, lasts: { kind: 'thisTurn', turn: 2 } };
    expect(inForce(d, lastTurn.lasts, false)).toBe(false);
    expect(attacks({ ...d, rules: [lastTurn] })).toHaveLength(1);
  });

  it("a rule lasting until the End Phase ('untilEndPhase') is over once the End Phase begins", () => {
    const lasts = { kind: 'untilEndPhase', turn: 5 } as const;
    expect(inForce({ turn: 5 }, lasts, false)).toBe(true);
    expect(inForce({ turn: 5 }, lasts, true)).toBe(false);
    expect(inForce({ turn: 6 }, lasts, false)).toBe(false);
  });

  it("a rule lasting N of a player's turns ('turns') runs through that player's Nth turn after the current one", () => {
    // Swords of Revealing Light from player 1's turn 5: player 2's turns 6, 8 and 10.
    expect(lastTurnOf({ turn: 5, turnPlayer: 0 }, 1, 3)).toBe(10);
    // Reckless Greed in its owner's own turn 5: their next 2 Draw Phases are in turns 7 and 9 ...
    expect(lastTurnOf({ turn: 5, turnPlayer: 0 }, 0, 2)).toBe(9);
    // ... and chained in the opponent's turn 4, in turns 5 and 7.
    expect(lastTurnOf({ turn: 4, turnPlayer: 1 }, 0, 2)).toBe(7);
    // "Until the end of your opponent's next turn".
    const lasts = recordedLasts({ turn: 5, turnPlayer: 0 }, { turnsOf: 1, count: 1 });
    expect(lasts).toEqual({ kind: 'turns', player: 1, count: 1, through: 6 });
    expect([5, 6, 7].map((turn) => inForce({ turn }, lasts, true))).toEqual([true, true, false]);
  });

  it("a rule lasting the whole Duel ('duel') never runs out", () => {
    expect(inForce({ turn: 999 }, recordedLasts({ turn: 1, turnPlayer: 0 }, 'duel'), true)).toBe(true);
  });

  it('rulesOf gives each rule with its source, who applies it and its duration: from the field, the card itself and the duel', () => {
    const d = duelOf({
      me: {
        monsters: [{ card: 'Lord of D.' }, { card: 'Blue-Eyes White Dragon' }, { card: 'Celtic Guardian' }],
        spellTraps: [{ card: 'Ring of Magnetism', faceUp: true, equippedTo: 2 }],
        graveyard: ['XYZ-Dragon Cannon'],
      },
    });
    const lord = idOf(d, 'Lord of D.');
    const blueEyes = idOf(d, 'Blue-Eyes White Dragon');
    const guardian = idOf(d, 'Celtic Guardian');
    expect(rulesOf(d, 'protects', blueEyes, 1)).toEqual([{ code: 'protects', source: lord, player: 0, lasts: { kind: 'whileFaceUp' }, effect: 0, recorded: null, value: null }]);
    expect(rulesOf(d, 'protects', guardian, 1)).toEqual([]);
    expect(rulesOf(d, 'mustBeAttacked', guardian)).toMatchObject([{ source: idOf(d, 'Ring of Magnetism'), lasts: { kind: 'whileEquipped', to: guardian } }]);
    const cannon = idOf(d, 'XYZ-Dragon Cannon');
    expect(rulesOf(d, 'cannotBeSpecialSummonedFromGraveyard', cannon)).toMatchObject([{ source: cannon, player: 0, lasts: { kind: 'printed' } }]);
    const roar: DuelRule = { code: 'noAttackDeclarations', player: 1, source: guardian, lasts: { kind: 'thisTurn', turn: 3 } };
    const withRoar = { ...d, rules: [roar] };
    expect(rulesOf(withRoar, 'noAttackDeclarations', 1)).toEqual([{ code: 'noAttackDeclarations', source: guardian, player: 1, lasts: roar.lasts, effect: null, recorded: roar, value: null }]);
    expect(rulesOf(withRoar, 'noAttackDeclarations', 0)).toEqual([]);
  });

  it('a face-up card that is turned face-down or has its effects negated applies none of its rules', () => {
    const d = duelOf({ me: { monsters: [{ card: 'Lord of D.' }, { card: 'Blue-Eyes White Dragon' }] } });
    const blueEyes = idOf(d, 'Blue-Eyes White Dragon');
    expect(rulesOf(d, 'protects', blueEyes, 1)).toHaveLength(1);
    const lordSlot = d.players[0].monsters[0]!;
    const faceDown = { ...d, players: [{ ...d.players[0], monsters: [{ ...lordSlot, faceUp: false, position: 'defense' }, ...d.players[0].monsters.slice(1)] }, d.players[1]] } as Duel;
    expect(rulesOf(faceDown, 'protects', blueEyes, 1)).toEqual([]);
    const negated = { ...d, players: [{ ...d.players[0], monsters: [{ ...lordSlot, effectsNegated: true }, ...d.players[0].monsters.slice(1)] }, d.players[1]] } as Duel;
    expect(rulesOf(negated, 'protects', blueEyes, 1)).toEqual([]);
  });
});

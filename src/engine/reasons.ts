import type { Action } from './actions';
import { minimumSpeed, cardActivationRefusal } from './activation';
import { findMonster, hasFreeSpellTrapZone } from './board';
import { setSpellTrapRefusal } from './chain';
import { opponentOf, type Player } from './constants';
import { attackDeclarationsBarred, mustBeAttacked, onlyTargetsFor, playCostRefusal, setPlay, shieldedFromAttack } from './continuous';
import { extraDeckSummonRefusal, type SpecialSummonAction } from './extraSummon';
import { pendulumScaleRefusal, pendulumSummonRefusal } from './pendulum';
import {
  attackerRefusal, attackTargetRefusal, directAttackRefusal, flipSummonRefusal, isMainPhase, lazyDefenseLock, monstersOf, normalSummonTurnRefusal,
  phaseMoveRefusal, positionChangeRefusal, promptAnswers, repeatAttackRefusal, sameAction, summonRefusal, zoneRefusal,
} from './legal';
import { refusalText, type Refusal } from './refusals';
import { definitionOf } from './registry';
import { PENDULUM_SCALE, type CardId, type Duel } from './state';
import { freeZoneCount, maySummon, normalSummonKindRefusal, setNeedsTributes, summonableWithoutTribute, tributeSetsFor } from './summon';
import { procedureRefusal, procedureTurnRefusal } from './summonProcedure';
import { tributesNeededNow } from './stats';
import { battleStepOf, currentPhase } from './turn';

/*
 * Why an action is refused. Every answer comes from the predicates `legalActions` is built from
 * (legal.ts and the modules of each kind of move), asked in the same order, so "may I?" and "why
 * not?" cannot drift apart: `whyIllegal` is null exactly for the actions `legalActions` lists (the
 * property test in test/legality.test.ts checks both directions over fuzzed duels).
 */

/** Why `action` may not be taken now, in a player's words; null when it may. */
export function whyIllegal(duel: Duel, action: Action): string | null {
  const refusal = refusalOf(duel, action);
  return refusal === null ? null : refusalText(duel, action, refusal);
}

/** The first rule that refuses `action` now, or null when none does. */
export function refusalOf(duel: Duel, action: Action): Refusal | null {
  const shape = shapeRefusal(duel, action);
  if (shape !== null) return shape;
  if (duel.winner !== null) return 'duelOver';
  if (duel.flow.prompt) {
    if (action.type !== 'select') return 'answerPrompt';
    return promptAnswers(duel, duel.flow.prompt).some((a) => sameAction(a, action)) ? null : 'notAChoice';
  }
  if (action.type === 'select') return 'nothingToChoose';
  if (duel.flow.window) {
    if (action.type === 'pass') return null;
    if (action.type !== 'activate') return 'respondFirst';
    // A Pendulum Monster is activated in a Pendulum Zone as a Spell Speed 1 Spell Card: never in a Chain.
    if (action.effect === PENDULUM_SCALE) return 'spellSpeedTooLow';
    return cardActivationRefusal(duel, duel.flow.window.player, action.card, action.effect ?? 0, minimumSpeed(duel)) ?? zoneRefusal(duel, action);
  }
  if (action.type === 'pass') return 'nothingToPass';
  const me = duel.turnPlayer;
  const phase = currentPhase(duel);
  const main = isMainPhase(phase);
  const battleStep = phase === 'battle' && battleStepOf(duel.flow.turnState) === 'battle';
  switch (action.type) {
    case 'nextPhase':
      return phaseMoveRefusal(duel, action.to);
    case 'attack':
      return battleStep ? attackRefusal(duel, me, action.card, action.target) : 'battleStepOnly';
    case 'activate':
      if (action.effect === PENDULUM_SCALE) return main ? (pendulumScaleRefusal(duel, me, action.card) ?? zoneRefusal(duel, action)) : 'mainPhaseOnly';
      if (!main && !battleStep) return 'notNow';
      return cardActivationRefusal(duel, me, action.card, action.effect ?? 0, minimumSpeed(duel)) ?? zoneRefusal(duel, action);
  }
  if (!main) return 'mainPhaseOnly';
  switch (action.type) {
    case 'normalSummon':
    case 'setMonster':
      return normalSummonOrSetRefusal(duel, me, action) ?? zoneRefusal(duel, action);
    case 'flipSummon': {
      const at = findMonster(duel, action.card);
      if (!at || at.player !== me) return 'notYourMonster';
      return flipSummonRefusal(duel, me, at.slot) ?? (maySummon(duel, me) ? null : 'cannotSummon');
    }
    case 'changePosition': {
      const at = findMonster(duel, action.card);
      if (!at || at.player !== me) return 'notYourMonster';
      return positionChangeRefusal(duel, at.slot, lazyDefenseLock(duel));
    }
    case 'setSpellTrap':
      return setSpellTrapRefusal(duel, me, action.card, hasFreeSpellTrapZone(duel, me)) ?? zoneRefusal(duel, action);
    case 'specialSummon':
      return specialSummonRefusal(duel, me, action) ?? zoneRefusal(duel, action);
  }
}

/** A Normal Summon or Set: once per turn, a monster from the hand that is Summoned so, with a legal set of Tributes. */
function normalSummonOrSetRefusal(duel: Duel, me: Player, action: Extract<Action, { type: 'normalSummon' | 'setMonster' }>): Refusal | null {
  const turn = normalSummonTurnRefusal(duel, me);
  if (turn !== null) return turn;
  if (!duel.players[me].hand.includes(action.card)) return 'notInHand';
  const def = definitionOf(duel, action.card);
  const kind = normalSummonKindRefusal(duel, action.card, def);
  if (kind !== null) return kind;
  // Where monsters cannot be Set (Light of Intervention), a Set is a Normal Summon in face-up Defense Position.
  const play = action.type === 'normalSummon' ? 'normalSummon' : setPlay(duel, action.card);
  if (play === 'normalSummon') {
    const summon = summonRefusal(duel, me, action.card);
    if (summon !== null) return summon;
  }
  const cost = playCostRefusal(duel, me, action.card, play);
  if (cost !== null) return cost;
  if (action.type === 'setMonster' && setNeedsTributes(duel, action.card, action.tributes)) return 'tributeCount';
  const free = freeZoneCount(duel, me);
  const sets = tributeSetsFor(duel, me, action.card, def, free, []);
  if (sets.some((set) => set.length === action.tributes.length && set.every((t) => action.tributes.includes(t)))) return null;
  const need = tributesNeededNow(duel, action.card, def);
  // Without Tributes: a Level 4 or lower monster (or one summonable so) with no zone free.
  if (action.tributes.length === 0 && (need === 0 || summonableWithoutTribute(duel, action.card))) return 'monsterZonesFull';
  return action.tributes.length !== need ? 'tributeCount' : 'badTributes';
}

/** An attack: declared by a monster that may attack, on a monster that may be attacked or directly. */
function attackRefusal(duel: Duel, me: Player, card: CardId, target: CardId | 'direct'): Refusal | null {
  if (attackDeclarationsBarred(duel, me, undefined, card)) return 'noAttackDeclarations';
  const at = findMonster(duel, card);
  if (!at || at.player !== me) return 'notYourMonster';
  const attacker = attackerRefusal(duel, at.slot);
  if (attacker !== null) return attacker;
  const theirs = monstersOf(duel, opponentOf(me));
  if (target === 'direct') return directAttackRefusal(duel, card, theirs.length) ?? repeatAttackRefusal(duel, at.slot, target);
  return attackTargetRefusal(target, theirs, mustBeAttacked(duel, opponentOf(me)), shieldedFromAttack(duel, opponentOf(me)), onlyTargetsFor(duel, card, opponentOf(me))) ?? repeatAttackRefusal(duel, at.slot, target);
}

/** A Special Summon by an action: a card's own procedure, an Extra Deck procedure, or a Pendulum Summon. */
function specialSummonRefusal(duel: Duel, me: Player, action: SpecialSummonAction): Refusal | null {
  switch (action.method) {
    case 'pendulum':
      return pendulumSummonRefusal(duel, me, action);
    case 'synchro':
    case 'xyz':
      return extraDeckSummonRefusal(duel, me, action);
    case 'rule': {
      if (action.materials !== undefined || duel.players[me].extra.includes(action.card)) return extraDeckSummonRefusal(duel, me, action);
      if (action.position !== undefined && action.position !== 'attack' && action.position !== 'defense') return 'badPosition';
      const card = procedureRefusal(duel, me, action.card);
      // A card with no procedure of its own is refused for that first, whatever the board.
      return card === 'noProcedure' || card === 'notInHand' ? card : (procedureTurnRefusal(duel, me) ?? card);
    }
    default:
      return 'notBySummonAction';
  }
}

const isId = (duel: Duel, x: unknown): x is CardId => typeof x === 'string' && duel.cards[x] !== undefined;
const isIdList = (duel: Duel, x: unknown): x is CardId[] => Array.isArray(x) && x.every((id) => isId(duel, id));

/** An action from outside (a save, a replay, a test) must be well formed before any rule is asked. */
function shapeRefusal(duel: Duel, action: Action): Refusal | null {
  const a = action as { type: string } & Record<string, unknown>;
  if ('card' in a && a.type !== 'select' && !isId(duel, a.card)) return typeof a.card === 'string' ? 'noSuchCard' : 'malformed';
  if ('zone' in a && a.zone !== undefined && !Number.isInteger(a.zone)) return 'malformed';
  switch (a.type) {
    case 'normalSummon':
    case 'setMonster':
      return isIdList(duel, a.tributes) ? null : 'malformed';
    case 'flipSummon':
    case 'changePosition':
    case 'setSpellTrap':
    case 'pass':
      return null;
    case 'activate':
      return a.effect === undefined || Number.isInteger(a.effect) ? null : 'malformed';
    case 'attack':
      return a.target === 'direct' || isId(duel, a.target) ? null : 'malformed';
    case 'nextPhase':
      return typeof a.to === 'string' ? null : 'malformed';
    case 'select':
      return ('ids' in a && isIdList(duel, a.ids)) || ('option' in a && typeof a.option === 'string') ? null : 'malformed';
    case 'specialSummon':
      if (a.materials !== undefined && !isIdList(duel, a.materials)) return 'malformed';
      return typeof a.method === 'string' ? null : 'malformed';
    default:
      return 'unknownAction';
  }
}

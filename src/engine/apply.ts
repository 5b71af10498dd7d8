import { choiceOf, copyDuel, draftOf, setChoice, withTurnTowards, writeMonster, writePlayer, type Work } from './draft';
import { IllegalActionError, type Action } from './actions';
import { declareAttack } from './battle';
import { emit, findMonster, removeFromHand } from './board';
import { toGraveyard } from './leaving';
import { payToPlay, summonOrSet } from './summon';
import { setPlay } from './continuous';
import { procedureHasCost, summonByProcedure } from './summonProcedure';
import { summonFromExtraDeck } from './extraSummon';
import { isLegal, mayNormalSummonAgain, summonZones } from './legal';
import { advanceTo } from './phases';
import { activatePendulumScale, announceSummon, offerPriority, setSpellTrap } from './chain';
import { runNext, runStep, settle } from './flow';
import { opponentOf } from './constants';
import { currentPhase, decidingPlayer } from './turn';
import { whyIllegal } from './reasons';
import { describeAction } from './describe';
import { PENDULUM_SCALE, type Duel } from './state';
import { pendulumChoices } from './pendulum';
import { effectIndexByKey, nameOf } from './registry';
import { isLegacyPendulumSummon, legacyPendulumAnswer, upgradeAction, type LegacyPendulumSummon } from './migrate';
import { checkState } from './stateCheck';
import { withVeil } from './veil';

/**
 * Applies one legal action and returns the next duel; the input is never changed (the result shares
 * unchanged parts with it). An action not in `legalActions` is refused with a reason.
 */
export function applyAction(duel: Duel, action: Action): Duel {
  if (typeof action !== 'object' || action === null || typeof (action as { type?: unknown }).type !== 'string') {
    throw new IllegalActionError('An action must be an object with a "type"', action);
  }
  // Actions of earlier versions (saves, replays) are read as today's.
  if (isLegacyPendulumSummon(action)) return applyLegacyPendulumSummon(duel, action);
  action = upgradeAction(action);
  if (action.type === 'activate' && action.key !== undefined) action = activationByKey(duel, action);
  if (!isLegal(duel, action)) {
    // The reason comes from the rules the legal list is built from (reasons.ts); a refusal no rule
    // words would be a drift between the two, which the legality property test guards against.
    throw new IllegalActionError(whyIllegal(duel, action) ?? `${describeSafely(duel, action)} is not possible now`, action);
  }
  // Cards hidden anew by the action get new names in the views (veil.ts).
  return withVeil(duel, settle(perform(withPhaseActivity(duel, action), action)));
}

/** The moves that are activity in a phase (ygopro's Duel.CheckPhaseActivity): a Summon, a Set, an activation, a position change, an attack. */
const PHASE_ACTIVITY: ReadonlySet<Action['type']> = new Set(['normalSummon', 'setMonster', 'flipSummon', 'changePosition', 'specialSummon', 'setSpellTrap', 'activate', 'attack']);

/**
 * The duel with the turn mark `acted` for this phase, the first time a player acts in it ("at the start of
 * your Main Phase 1": before anyone has, Cold Wave). Only once per phase and player: the marks stay few.
 */
function withPhaseActivity(duel: Duel, action: Action): Duel {
  if (!PHASE_ACTIVITY.has(action.type)) return duel;
  const phase = currentPhase(duel);
  const player = decidingPlayer(duel) ?? duel.turnPlayer;
  if (duel.marks.some((m) => m.mark === 'acted' && m.turn === duel.turn && m.player === player && m.key === phase)) return duel;
  return { ...duel, marks: [...duel.marks, { mark: 'acted', player, turn: duel.turn, key: phase }] };
}

/** An activation naming its effect by key, as the one naming it by index that legalActions lists (a key the card lacks is refused). */
function activationByKey(duel: Duel, action: Extract<Action, { type: 'activate' }>): Action {
  const { key, ...rest } = action;
  const index = duel.cards[action.card] ? effectIndexByKey(duel, action.card, key!) : -1;
  if (index < 0 || (action.effect !== undefined && action.effect !== index)) throw new IllegalActionError(`That card has no effect named "${key}" here`, action);
  return { ...rest, effect: index };
}

/** A Pendulum Summon of an earlier version, naming its monsters at once: today's declaration, then its answers to the prompts. */
function applyLegacyPendulumSummon(duel: Duel, legacy: Extract<Action, { type: 'specialSummon' }> & LegacyPendulumSummon): Duel {
  const left = duel.players[duel.turnPlayer].pendulum[0];
  let d = applyAction(duel, { type: 'specialSummon', method: 'pendulum', card: left?.card ?? legacy.card });
  // The monsters it names must be ones today's prompts offer, in turn (pendulum.ts pendulumChoices).
  const chosen: string[] = [];
  for (const m of legacy.monsters) {
    if (!pendulumChoices(duel, duel.turnPlayer, chosen).includes(m)) {
      throw new IllegalActionError(`${duel.cards[m] ? nameOf(duel, m) : String(m)} is not among the monsters that may be Pendulum Summoned now (a Level strictly between the Scales, one per free Monster Zone)`, legacy);
    }
    chosen.push(m);
  }
  const answered = { monsters: 0, positions: 0 };
  for (let answer = legacyPendulumAnswer(d, legacy, answered); answer; answer = legacyPendulumAnswer(d, legacy, answered)) d = applyAction(d, answer);
  return d;
}

const describeSafely = (duel: Duel, action: Action): string => {
  try {
    return describeAction(duel, action);
  } catch {
    return JSON.stringify(action);
  }
};

/**
 * Applies the action; a step that stops for a choice returns the duel with the prompt. The result's
 * `events` are this action's only.
 */
function perform(duel: Duel, action: Action): Duel {
  switch (action.type) {
    case 'activate': {
      if (action.effect === PENDULUM_SCALE) break;
      const player = decidingPlayer(duel)!;
      const from = duel.flow.window?.kind === 'phaseEnd' ? duel.flow.window.to : null;
      // A Chain started before a phase ends resumes that phase's ending once it has resolved.
      const before = copyDuel(duel, [duel.players[0], duel.players[1]], []);
      before.flow.window = null;
      if (from) before.flow.next = withTurnTowards(duel.flow.next, from);
      const zone = action.zone !== undefined ? { zone: action.zone } : {};
      return runStep(before, { kind: 'activate', player, card: action.card, effect: action.effect ?? 0, ...zone }, []);
    }
    case 'specialSummon': {
      if (action.method === 'rule' && !action.materials && procedureHasCost(duel, action.card)) {
        // A procedure with a cost: paid first, its choices asked by prompts (summonProcedure.ts).
        const before = copyDuel(duel, [duel.players[0], duel.players[1]], []);
        const zone = action.zone !== undefined ? { zone: action.zone } : {};
        return runStep(before, { kind: 'procedureSummon', player: duel.turnPlayer, card: action.card, position: action.position === 'defense' ? 'defense' : 'attack', ...zone }, []);
      }
      if (action.method !== 'pendulum') break;
      // Declared: the monsters and their positions are asked next (pendulum.ts).
      const before = copyDuel(duel, [duel.players[0], duel.players[1]], []);
      return runStep(before, { kind: 'pendulumSummon', player: duel.turnPlayer }, []);
    }
    case 'select': {
      // A step stopped for this choice: run it again from where it started, with the answers so far.
      const choice = choiceOf(duel);
      if (choice) {
        const answer = 'ids' in action ? action.ids[0]! : action.option;
        const before = copyDuel(duel, [duel.players[0], duel.players[1]], []);
        before.flow.prompt = null;
        setChoice(before, null);
        return runStep(before, choice.step, [...choice.answers, answer]);
      }
      break;
    }
  }
  const d = draftOf(duel);
  performSimple(d, action);
  runNext(d);
  checkState(d);
  return d;
}

function performSimple(d: Work, action: Action): void {
  switch (action.type) {
    case 'normalSummon':
    case 'setMonster':
      return normalSummonOrSet(d, action);
    case 'activate':
      // Only a Pendulum Monster activated in a Pendulum Zone comes here (every other activation is a step: perform).
      return activatePendulumScale(d, d.turnPlayer, action.card, action.zone);
    case 'flipSummon': {
      const slot = ownSlot(d, action.card);
      slot.faceUp = true;
      slot.position = 'attack';
      // A Flip Summon is this turn's change of battle position.
      slot.positionChangedTurn = d.turn;
      announceSummon(d, { player: d.turnPlayer, card: action.card, how: 'flip' });
      return;
    }
    case 'changePosition': {
      const slot = ownSlot(d, action.card);
      slot.position = slot.position === 'attack' ? 'defense' : 'attack';
      slot.positionChangedTurn = d.turn;
      emit(d, { type: 'positionChanged', card: action.card, position: slot.position });
      return;
    }
    case 'specialSummon':
      if (action.method !== 'rule' || action.materials) return announceSummon(d, summonFromExtraDeck(d, d.turnPlayer, action, action.zone));
      return specialSummonByProcedure(d, action);
    case 'setSpellTrap':
      return setSpellTrap(d, d.turnPlayer, action.card, action.zone);
    case 'attack':
      return declareAttack(d, action.card, action.target);
    case 'nextPhase':
      // Moving on from a Main Phase or the Battle Step is the turn player passing priority.
      return advanceTo(d, action.to, 'opponent');
    case 'pass':
      return pass(d);
    case 'select':
      return answerPrompt(d, action);
  }
}

/** Passing priority: in a Chain, to the other player (two passes in a row resolve it); before a phase ends, on to the next player or phase. */
function pass(d: Work): void {
  const w = d.flow.window;
  if (!w) return;
  d.flow.window = null;
  if (w.kind === 'chain') return offerPriority(d, opponentOf(w.player), w.passes + 1);
  advanceTo(d, w.to, w.player === d.turnPlayer ? 'opponent' : 'done');
}

/** Normal Summon / Set (a Tribute Summon / Set when Tributes are given). */
function normalSummonOrSet(d: Work, action: Extract<Action, { type: 'normalSummon' | 'setMonster' }>): void {
  const me = d.turnPlayer;
  const zone = action.zone ?? summonZones(d, action)[0];
  if (zone === undefined) throw new Error('No Monster Zone for the Summon');
  // A second Normal Summon/Set this turn uses up the one an effect allowed (Double Summon).
  // Else it uses the Summon of a Level an effect allowed (Performapal Hip Hippo: legal.ts additionalSummonOfLevel).
  if (d.players[me].normalSummonUsed) d.rules = [...d.rules, { code: mayNormalSummonAgain(d, me) ? 'additionalNormalSummonUsed' : 'additionalSummonOfLevelUsed', player: me, lasts: { kind: 'thisTurn', turn: d.turn } }];
  // Where monsters cannot be Set (Light of Intervention), a Set is a Normal Summon in face-up Defense Position.
  const play = action.type === 'setMonster' ? setPlay(d, action.card) : 'normalSummon';
  payToPlay(d, me, action.card, play);
  const summoned = summonOrSet(d, me, action.card, action.tributes, play === 'set', zone, action.type === 'setMonster' ? 'defense' : 'attack');
  writePlayer(d, me).normalSummonUsed = true;
  if (summoned) announceSummon(d, summoned);
}

/** Special Summon by the card's own procedure: no Chain, and the Normal Summon is still unused. */
function specialSummonByProcedure(d: Work, action: Extract<Action, { type: 'specialSummon' }>): void {
  const zone = action.zone ?? summonZones(d, action)[0];
  if (zone === undefined) throw new Error('No Monster Zone for the Special Summon');
  summonByProcedure(d, d.turnPlayer, action, zone);
  announceSummon(d, { player: d.turnPlayer, card: action.card, how: 'special' });
}

function answerPrompt(d: Work, action: Extract<Action, { type: 'select' }>): void {
  const prompt = d.flow.prompt;
  if (!prompt || !('ids' in action)) throw new IllegalActionError('There is nothing to choose', action);
  // Hand size at the end of the End Phase.
  const [card] = action.ids;
  if (card === undefined) throw new IllegalActionError('Choose a card', action);
  if (prompt.kind !== 'handSizeDiscard') throw new IllegalActionError('There is nothing to choose', action);
  removeFromHand(d, prompt.player, card);
  toGraveyard(d, card);
  emit(d, { type: 'discarded', player: prompt.player, card });
  const remaining = prompt.remaining - 1;
  if (remaining > 0) {
    d.flow.prompt = { ...prompt, remaining, reason: `Discard ${remaining} more card${remaining > 1 ? 's' : ''} (hand limit 6)` };
    return;
  }
  d.flow.prompt = null;
  advanceTo(d, 'end', 'done');
}

function ownSlot(d: Work, id: string) {
  const at = findMonster(d, id);
  if (!at) throw new Error(`${id} is not on the field`);
  return writeMonster(d, at.player, at.index);
}

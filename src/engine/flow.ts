import { continueAttack, destroyByBattle, forcedBattleUnderWay, startForcedBattle } from './battle';
import { activate, announceSummon, chainTriggers, resolveTopLink, summonSucceeds } from './chain';
import { pendulumSummonStep } from './pendulum';
import { procedureSummonStep } from './summonProcedure';
import { attackOf, copyDuel, draftOf, isWaiting, popNext, pushNext, setChoice, setResponseTo, setSummoning, summoningOf, takeTurnTowards, type Work } from './draft';
import { NeedChoice } from './effects/context';
import { locate } from './board';
import { advanceTo, endPhaseCalled, enterEndPhaseNow } from './phases';
import type { Continuation, Duel, DuelEvent, Pending } from './state';
import { checkState } from './stateCheck';
import { collectTriggers } from './triggers';

/*
 * The flow: what happens next after a Chain, a Summon, an attack or a phase-end window. The modules
 * below (chain.ts, battle.ts, phases.ts) push a continuation (state.ts `Continuation`) onto the
 * duel's `next` stack instead of calling up into each other; `runNext` runs the stack, last pushed
 * first, which is the order the calls used to nest in, until only waiting ones are left: the
 * `turnTowards`, `summon`, `attack` and `respondTo` waiting for a Chain to be over (afterChain, then
 * resumeTurn), the `choice` waiting for a prompt's answer (apply.ts runs its step again with it), the
 * `replay` waiting for an attack declaration (battle.ts). Every operation that can push one ends by
 * running the stack (runStep here, apply.ts for the simple actions).
 */

/** Runs the continuations left by the operation just done, until none but a waiting one is left. */
export function runNext(d: Work): void {
  for (let next = popNext(d); next; next = popNext(d)) run(d, next);
}

function run(d: Work, next: Continuation): void {
  switch (next.kind) {
    case 'afterChain':
      return afterChain(d, next.resolved === true);
    case 'resumeTurn':
      return resumeTurn(d);
    case 'turnTowards':
    case 'summon':
    case 'attack':
    case 'respondTo':
    case 'choice':
    case 'replay':
      return; // they wait (popNext never returns them): taken when the Chain is over, the prompt answered, the attack declared
  }
}

/** When a Chain has resolved: back to the open game state, or on with the phase it interrupted. */
function afterChain(d: Work, resolved: boolean): void {
  d.flow.window = null;
  setResponseTo(d, []);
  const summoning = summoningOf(d);
  if (summoning) {
    setSummoning(d, null);
    // A negated Summon's monsters have left the field; otherwise the Summon succeeds now.
    if ([summoning.card, ...(summoning.together ?? [])].some((c) => locate(d, c).zone === 'monster')) return summonSucceeds(d, summoning);
  }
  // "It becomes the End Phase of this turn" (Neko Mane King): the turn goes there instead of on.
  if (endPhaseCalled(d)) return enterEndPhaseNow(d);
  // Once the attack (and anything its Damage Step leaves next) has gone on, the turn goes on; in a battle a card effect
  // started, once that battle is over (battle.ts endForcedBattle: one resumeTurn, so a phase change waiting is made once).
  if (!forcedBattleUnderWay(d)) pushNext(d, { kind: 'resumeTurn' });
  if (attackOf(d)) continueAttack(d, resolved);
  // A battle a card effect started (rule code `forcedBattle`: Last Turn) once the Chain is over.
  if (!attackOf(d)) startForcedBattle(d);
}

/** After a Chain started in a phase-end window, the turn player has priority again in that phase. */
function resumeTurn(d: Work): void {
  // While a battle started by a card effect is under way, the turn waits for its end (battle.ts endForcedBattle).
  if (d.winner !== null || forcedBattleUnderWay(d)) return;
  const to = takeTurnTowards(d);
  if (to !== null) advanceTo(d, to, 'turnPlayer');
}

// ---- Steps (each may stop for a choice and be run again with the answers; see Pending) ----

/**
 * Runs one step on a fresh working copy; a choice without an answer returns `before` with the prompt,
 * and the step waiting for its answer as a `choice` continuation (`before` holds none: apply.ts takes it).
 */
export function runStep(before: Duel, step: Pending['step'], answers: readonly string[]): Duel {
  const d = draftOf(before, true);
  d.flow.prompt = null;
  try {
    if (step.kind === 'activate') activate(d, step.player, step.card, step.effect, answers, step.zone);
    else if (step.kind === 'triggers') chainTriggers(d, step.triggers, answers);
    else if (step.kind === 'pendulumSummon') announceSummon(d, pendulumSummonStep(d, step.player, answers));
    else if (step.kind === 'procedureSummon') announceSummon(d, procedureSummonStep(d, step, answers));
    else if (step.kind === 'battleDestruction') destroyByBattle(d, step.attack, step.destroyed, answers);
    else {
      resolveTopLink(d, answers);
      // What the resolved link made illegal goes first (an Equip Card whose monster was turned
      // face-down is destroyed), before the turn goes on and collects the next phase's Triggers.
      if (d.flow.chain.length === 0) checkState(d);
    }
    runNext(d);
  } catch (e) {
    if (!(e instanceof NeedChoice)) throw e;
    // The duel ended during the step (a player made to draw from an empty Deck): nothing more is asked.
    if (d.winner !== null) {
      if (d.flow.next) d.flow.next = d.flow.next.filter(isWaiting);
      if (d.flow.next?.length === 0) d.flow.next = undefined;
      return d;
    }
    const waiting = draftOf(before, true);
    waiting.flow.prompt = e.prompt;
    setChoice(waiting, { step, answers: [...answers] });
    return waiting;
  }
  checkState(d);
  return d;
}

/**
 * Runs what happens by itself once a player's action is done: the Chain resolves link by link
 * while both players have passed, then the Trigger and Flip effects that went off form a new
 * Chain; until a player must decide.
 */
export function settle(duel: Duel): Duel {
  let d = duel;
  while (d.winner === null && !d.flow.prompt && !d.flow.window) {
    if (d.flow.chain.length > 0) {
      d = runStep(d, { kind: 'resolveChain' }, []);
      continue;
    }
    const triggers = collectTriggers(d);
    if (d.flow.triggerQueue.length > 0) {
      const cleared = copyDuel(d, [d.players[0], d.players[1]], d.events as DuelEvent[]);
      cleared.flow.triggerQueue = [];
      d = cleared;
    }
    if (triggers.length === 0) break;
    d = runStep(d, { kind: 'triggers', triggers }, []);
  }
  return d;
}

import { decidingPlayer, legalActions, opponentOf, type Action, type Duel, type DuelView, type Player } from '../engine';
import { pendulumScaleToPlace } from './pendulum';
import { sampleDuel } from './determinise/sample';
import { evaluate } from './evaluate';
import type { Dice } from './random';
import { best, now, scoreActions, type Scored } from './search';
import type { HardSettings, Horizon } from './settings';
import { appliedSoFar, greedy, isOpen, settle, tryApply, type SettleOptions } from './simulate';

/**
 * Hard: determinised Monte Carlo search over the rest of its turn and the turns after it (`horizon`).
 * A first, one-step look like Normal's scores every action, and the few within `close` of its best
 * are each played out on `playouts` fresh guesses of the hidden cards (a clear best needs no search).
 * The look fears no guessed Chain answer (`look.replies` false), as its playouts fire none of the
 * opponent's: a fear the playouts do not share held it back from attacks they judge free.
 * In a playout both players follow the one-step policy: the opponent as Normal, fearing Hard's Chain
 * answers (its real opponent is Normal); Hard greedy, its own Set cards firing in Chains when a reply
 * pays it, so a Set card it holds is worth what it will do. That is why response windows are searched
 * like open decisions (holding a Trap has a value there; without its replies, spending one at once
 * always looked better), and so are prompts. The position after the horizon is scored with the same
 * evaluation, and the final choice weighs the playouts' mean against the look's score (`mix`).
 * Without a budget the search is bounded by counts (playouts and `work`), so it is deterministic;
 * with one it also stops at the deadline.
 */

/** Actions per playout, a safety bound (two turns rarely take 150). */
const PLAYOUT_STEPS = 200;
/** Hard's own playout moves: judged one step ahead, nobody answering. */
const ROLLOUT_SETTLE: SettleOptions = { replies: false, maxSteps: 30, depth: 1 };
/** The opponent's playout moves, and what follows any move: Hard answers in Chains when it pays it. */
const ROLLOUT_REPLIES: SettleOptions = { ...ROLLOUT_SETTLE, replies: true };

/**
 * Where one decision's work (simulated actions) went, for `bench:ai --work-log` and tests: the one-step
 * look, each round of playouts begun (the last may be cut short by the work bound), the rounds kept.
 */
export interface HardTrace {
  look: number;
  readonly rounds: number[];
  kept: number;
  contenders: number;
}

export function chooseHard(view: DuelView, legal: readonly Action[], dice: Dice, settings: HardSettings, deadline?: number, trace?: HardTrace): Action {
  const begin = appliedSoFar();
  // Both Pendulum Scales first when they open a Pendulum Summon, as Normal does: neither the one-step
  // look nor a one-step playout ever sees a lone Scale pay.
  const scale = pendulumScaleToPlace(view, legal);
  if (scale) return scale;
  const scored = scoreActions(view, legal, settings.look, dice, deadline);
  const top = best(scored);
  if (trace) trace.look = appliedSoFar() - begin;
  // Prompts are searched in any phase; other decisions in its Main and Battle Phases, outside Chains.
  if (view.prompt === null && (view.chain.length > 0 || !(view.phase === 'main1' || view.phase === 'main2' || view.phase === 'battle'))) return top.action;
  const contenders = [...scored]
    .filter((s) => Number.isFinite(s.score) && s.score >= top.score - settings.close)
    .sort((a, b) => b.score - a.score)
    .slice(0, settings.candidates);
  if (contenders.length < 2 || settings.playouts === 0) return top.action;
  if (trace) trace.contenders = contenders.length;

  const me = view.viewer;
  const totals = contenders.map(() => 0);
  let runs = 0;
  const start = appliedSoFar();
  const spent = (): boolean => (deadline !== undefined && now() > deadline) || appliedSoFar() - start > settings.work;
  for (let i = 0; i < settings.playouts; i++) {
    if (i > 0 && spent()) break;
    const round = appliedSoFar();
    const duel = sampleDuel(view, dice);
    const values: number[] = [];
    // Checked before each contender, not only each round, as one round can be long; a round cut short
    // is dropped whole, so every contender keeps its mean over the same guesses. The first always runs.
    for (const c of contenders) {
      if (i > 0 && spent()) break;
      const after = tryApply(duel, c.action);
      values.push(after ? evaluate(playout(after, me, settings.horizon), me) : -Infinity);
    }
    trace?.rounds.push(appliedSoFar() - round);
    if (values.length < contenders.length) break;
    values.forEach((v, k) => (totals[k]! += v));
    runs++;
  }
  if (trace) trace.kept = runs;
  let choice: Scored = contenders[0]!;
  let choiceValue = -Infinity;
  contenders.forEach((c, k) => {
    // Part of the weight on the look's own score keeps a lucky playout from overruling a clear read.
    const value = (1 - settings.mix) * c.score + settings.mix * (totals[k]! / runs);
    if (value > choiceValue) {
      choice = c;
      choiceValue = value;
    }
  });
  return choice.action;
}

/** Plays on until the horizon (or the end of the duel), both sides one step ahead. */
function playout(d: Duel, me: Player, horizon: Horizon): Duel {
  const extra = horizon === 'myTurn' ? 0 : horizon === 'theirTurn' ? 1 : 2;
  const endTurn = d.turnPlayer === me ? d.turn + extra : d.turn + Math.max(0, extra - 1);
  // Settled from the opponent's side: the side settling does not answer, the other (Hard) does.
  const opponent = opponentOf(me);
  for (let step = 0; step < PLAYOUT_STEPS && d.winner === null && d.turn <= endTurn; step++) {
    const who = decidingPlayer(d);
    if (who === null) break;
    if (!isOpen(d)) {
      d = settle(d, opponent, ROLLOUT_REPLIES);
      continue;
    }
    const legal = legalActions(d);
    if (legal.length === 0) break;
    // No noise: every contender is played out on the same guesses with the same policy, so their
    // results differ by what the contender changed, not by luck (common random numbers).
    const next = tryApply(d, greedy(d, legal, who, who === me ? ROLLOUT_SETTLE : ROLLOUT_REPLIES, Infinity));
    if (!next) break;
    d = next;
  }
  return d;
}

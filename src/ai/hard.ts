import { decidingPlayer, legalActions, opponentOf, type Action, type Duel, type DuelView, type Player } from '../engine';
import { isAttackDecision, planBattle, type BattleOptions } from './battle';
import { pendulumScaleToPlace } from './pendulum';
import { deferPositionChangesIn } from './positions';
import { sampleDuel } from './determinise/sample';
import { evaluate, WEIGHTS, type Weights } from './evaluate';
import type { Dice } from './random';
import { best, now, scoreActions, type Scored } from './search';
import { appliedSoFar, greedy, isOpen, ranked, settle, tryApply, type SettleOptions } from './simulate';

/**
 * Hard: determinised Monte Carlo search over the rest of its turn, the opponent's next one and its
 * own next turn (`horizon`).
 * A one-step look like Normal's, but fearing no Chain answer on its guesses of the opponent's Set
 * cards (`fearReplies`: the playouts never fire one either), picks the few candidates worth a closer
 * look (when they are close: a clear best needs no search); each is then played out on fresh guesses of the hidden cards, both players
 * following the one-step-ahead policy, the opponent's moves fearing Chain answers as Normal's do
 * (`policy`), Hard's own Set cards firing in Chains when a reply pays it (`replies`, `repliesBy: 'me'`:
 * a Trap it holds is worth what it will do), and the position after the horizon is scored with the
 * same evaluation. Response windows are searched like other decisions (`windows`: holding a Set card
 * now has a value in the playouts), and so are prompts (`prompts`). The final choice weighs
 * that against the one-step score. Without a budget the search is bounded by counts (playouts and
 * simulated actions), so it is deterministic; with one it also stops at the deadline.
 */
export interface HardOptions {
  /** Guesses per candidate (the iteration bound without a budget). */
  readonly playouts: number;
  readonly candidates: number;
  /** Guesses for the first, one-step look at every action. */
  readonly samples: number;
  /** Weight of the playouts against the one-step score (0-1). */
  readonly mix: number;
  /** How far a playout goes: to the end of this turn of mine, or through the opponent's next turn. */
  readonly horizon: 'myTurn' | 'theirTurn' | 'myNextTurn';
  /** The one-step score gap under which a runner-up is worth searching. */
  readonly close: number;
  /** Whether players answer in Chains during playouts (a Set Trap fires when it pays its owner). */
  readonly replies: boolean;
  /**
   * Work bound: once the playouts have simulated this many actions for the decision, no further
   * playout starts and the unfinished round is dropped (the first round always runs). Counted, not
   * timed, so it stays deterministic; it keeps the widest positions in time.
   */
  readonly work: number;
  /**
   * With `replies`: who answers in playouts: both players, only the searcher's opponent (cheaper;
   * Normal answers), or only the searcher (`me`: its own Set cards fire in its playouts when that pays it).
   */
  readonly repliesBy?: 'both' | 'opponent' | 'me';
  /**
   * How playout moves are chosen: one step ahead unsettled-replies (`greedy`), as Normal does, the
   * other side answering (`normal`), or only the searcher's opponent as Normal and the searcher
   * greedy (`opponentNormal`: the real opponent of Hard is Normal; half the cost of `normal`).
   */
  readonly policy?: 'greedy' | 'normal' | 'opponentNormal';
  /**
   * Whether Hard also searches in response windows. Playouts without Chain answers never fire its
   * Set cards later, so searching there burns a Trap at the first window it can (Waboku on a Summon):
   * it goes with `repliesBy: 'me'`. Off, a window gets the one-step look's answer.
   */
  readonly windows?: boolean;
  /**
   * Whether Hard also searches its prompts (a target, a cost, Tributes or materials chosen while a card
   * resolves, a hand-size discard), in any phase; off, a prompt gets Normal's one-step answer.
   */
  readonly prompts?: boolean;
  /** Whether guesses read the opponent's deck from the preset their shown cards fit (card counting; see `sampleDuel`). */
  readonly inferDeck?: boolean;
  /** Whether attack decisions are planned over the whole Battle Phase (see `planBattle`) instead of by playouts. */
  readonly battle?: BattleOptions | false;
  /** How Hard judges where its playouts and battle plans end (the policies inside them keep Normal's weights). */
  readonly score?: Weights;
  /** Whether its first, one-step look at every action is judged with `score` too. */
  readonly scoreFirstLook?: boolean;
  /** Whether playout moves keep position changes for after the battle, as every level's own moves do (`deferPositionChanges`). */
  readonly positions?: boolean;
  /**
   * Two levels over my own turn: in each playout, my next free decision in the same turn is the best
   * of the policy's top `followUps` by a shorter playout each (through the opponent's next turn),
   * not the policy's first; off (0 or 1), the policy's first.
   */
  readonly followUps?: number;
  /** Whether actions that score exactly alike one step ahead (copies of a card) take one contender's place, not several. */
  readonly distinct?: boolean;
  /**
   * Playout results averaged as chances of winning, not as points: each result v counts as
   * 1 / (1 + e^(-v / winChance)), and the mean is turned back into points. A sure small gain then
   * beats a gamble of the same mean when ahead, and the other way round when behind. Off: plain mean.
   */
  readonly winChance?: number;
  /** Whether its first, one-step look fears the other side's Chain answers on its guesses, as Normal's does (default yes). */
  readonly fearReplies?: boolean;
}

// The opponent's playout moves as Normal's (its real opponent), Hard's own greedy: seventh round, 521/800 against Normal.
// Work: unbounded, 1.9% of decisions simulated over 40,000 actions in playouts (up to 251,000; 3.5 s at load ~3.5). An action
// costs ~10 µs, up to ~60 µs with continuous ATK/DEF modifiers on the field; bounded, the slowest of 42,478 took 2.3 s (eighth round).
// Seventeenth round: its first look fears no guessed Chain answer (as its playouts do not) and its prompts are searched.
// Eighteenth round: its own Set cards fire in its playouts when that pays it, and response windows are searched.
export const HARD: HardOptions = { playouts: 8, candidates: 6, samples: 3, mix: 0.6, horizon: 'myNextTurn', close: 3000, replies: true, repliesBy: 'me', work: 40_000, windows: true, inferDeck: false, policy: 'opponentNormal', fearReplies: false, prompts: true };
/** Actions per playout, a safety bound (two turns rarely take 150). */
const PLAYOUT_STEPS = 200;
const ROLLOUT_SETTLE: SettleOptions = { replies: false, maxSteps: 30, depth: 1 };
const ROLLOUT_REPLIES: SettleOptions = { ...ROLLOUT_SETTLE, replies: true, mutual: true };
const ROLLOUT_OPPONENT_REPLIES: SettleOptions = { ...ROLLOUT_SETTLE, replies: true };

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

export function chooseHard(view: DuelView, legal: readonly Action[], dice: Dice, deadline?: number, options: HardOptions = HARD, trace?: HardTrace): Action {
  const begin = appliedSoFar();
  // Both Pendulum Scales first when they open a Pendulum Summon, as Normal does: neither the one-step
  // look nor a one-step playout ever sees a lone Scale pay.
  const scale = pendulumScaleToPlace(view, legal);
  if (scale) return scale;
  const scored = scoreActions(view, legal, { samples: options.samples, settle: { replies: options.fearReplies !== false }, inferDeck: options.inferDeck === true, ...(options.scoreFirstLook === true && options.score && { weights: options.score }), ...(deadline !== undefined && { deadline }) }, dice);
  const top = best(scored);
  if (trace) trace.look = appliedSoFar() - begin;
  if (view.prompt !== null) {
    if (options.prompts !== true) return top.action;
  } else {
    if (view.chain.length > 0 || !(view.phase === 'main1' || view.phase === 'main2' || view.phase === 'battle')) return top.action;
    if (view.window !== null && options.windows === false) return top.action;
  }
  // Attack or leave the battle: planned over the rest of the Battle Phase; anything else (a Quick-Play) as before.
  if (options.battle && isAttackDecision(view, legal) && (top.action.type === 'attack' || top.action.type === 'nextPhase')) {
    const step = planBattle(view, legal, dice, options.battle, deadline, options.score);
    if (step) return step;
  }
  const close = [...scored].filter((s) => Number.isFinite(s.score) && s.score >= top.score - options.close).sort((a, b) => b.score - a.score);
  // Copies of one card in hand score exactly alike (the same guesses, the same results): one stands for all.
  const distinct = options.distinct === true ? close.filter((s, i) => !close.slice(0, i).some((t) => t.score === s.score && t.action.type === s.action.type)) : close;
  const contenders = distinct.slice(0, options.candidates);
  if (contenders.length < 2 || options.playouts === 0) return top.action;
  if (trace) trace.contenders = contenders.length;

  const me = view.viewer;
  const totals = contenders.map(() => 0);
  let runs = 0;
  const start = appliedSoFar();
  const spent = (): boolean => (deadline !== undefined && now() > deadline) || appliedSoFar() - start > options.work;
  for (let i = 0; i < options.playouts; i++) {
    if (i > 0 && spent()) break;
    const round = appliedSoFar();
    const duel = sampleDuel(view, dice, { inferDeck: options.inferDeck === true });
    const values: number[] = [];
    // Checked before each contender, not only each round, as one round can be long; a round cut short
    // is dropped whole, so every contender keeps its mean over the same guesses. The first always runs.
    for (const c of contenders) {
      if (i > 0 && spent()) break;
      const after = tryApply(duel, c.action);
      values.push(after ? evaluate(playout(after, me, options), me, options.score ?? WEIGHTS) : -Infinity);
    }
    trace?.rounds.push(appliedSoFar() - round);
    if (values.length < contenders.length) break;
    values.forEach((v, k) => (totals[k]! += options.winChance ? chanceOf(v, options.winChance) : v));
    runs++;
  }
  if (trace) trace.kept = runs;
  let choice: Scored = contenders[0]!;
  let choiceValue = -Infinity;
  contenders.forEach((c, k) => {
    // Half the weight on the look-ahead's own score keeps a lucky playout from overruling a clear read.
    const mean = options.winChance ? pointsOf(totals[k]! / runs, options.winChance) : totals[k]! / runs;
    const value = (1 - options.mix) * c.score + options.mix * mean;
    if (value > choiceValue) {
      choice = c;
      choiceValue = value;
    }
  });
  return choice.action;
}

const chanceOf = (points: number, scale: number): number => 1 / (1 + Math.exp(-points / scale));
/** Back from a chance to points (a sure win or loss kept finite, so contenders still compare). */
const pointsOf = (chance: number, scale: number): number => {
  const p = Math.min(1 - 1e-9, Math.max(1e-9, chance));
  return scale * Math.log(p / (1 - p));
};

/** Plays on until the horizon (or the end of the duel), both sides one step ahead; `inner`: a follow-up's own playout. */
function playout(d: Duel, me: Player, options: HardOptions, inner = false): Duel {
  const extra = options.horizon === 'myTurn' ? 0 : options.horizon === 'theirTurn' ? 1 : 2;
  const endTurn = d.turnPlayer === me ? d.turn + extra : d.turn + Math.max(0, extra - 1);
  const settling = !options.replies ? ROLLOUT_SETTLE : options.repliesBy === 'opponent' || options.repliesBy === 'me' ? ROLLOUT_OPPONENT_REPLIES : ROLLOUT_REPLIES;
  // Who settles: the side that does not answer (settle's other side answers, with one-sided replies).
  const settler = (who: Player): Player => (options.repliesBy === 'opponent' ? me : options.repliesBy === 'me' ? opponentOf(me) : who);
  const normalBy = (who: Player): boolean => options.policy === 'normal' || (options.policy === 'opponentNormal' && who !== me);
  const turn = d.turn;
  let followUp = !inner && (options.followUps ?? 0) > 1;
  for (let step = 0; step < PLAYOUT_STEPS && d.winner === null && d.turn <= endTurn; step++) {
    const who = decidingPlayer(d);
    if (who === null) break;
    if (!isOpen(d)) {
      // With one-sided replies, settled from the side that does not answer.
      d = settle(d, settler(who), settling);
      continue;
    }
    const listed = legalActions(d);
    if (listed.length === 0) break;
    const legal = options.positions === true ? deferPositionChangesIn(d, who, listed) : listed;
    const choosing = normalBy(who) ? ROLLOUT_OPPONENT_REPLIES : ROLLOUT_SETTLE;
    // No noise: every contender is played out on the same guesses with the same policy, so their
    // results differ by what the contender changed, not by luck (common random numbers).
    let action: Action;
    if (followUp && who === me && d.turn === turn) {
      followUp = false;
      action = followUpOf(d, ranked(d, legal, who, choosing, Infinity).slice(0, options.followUps), me, options);
    } else {
      action = greedy(d, legal, who, choosing, Infinity);
    }
    const next = tryApply(d, action);
    if (!next) break;
    d = next;
  }
  return d;
}

/** The best of my policy's top choices, each played out through the opponent's next turn (ties: the policy's order). */
function followUpOf(d: Duel, tops: readonly Action[], me: Player, options: HardOptions): Action {
  if (tops.length < 2) return tops[0]!;
  const short: HardOptions = { ...options, horizon: 'theirTurn' };
  let choice = tops[0]!;
  let choiceValue = -Infinity;
  for (const a of tops) {
    const after = tryApply(d, a);
    const value = after ? evaluate(playout(after, me, short, true), me, options.score ?? WEIGHTS) : -Infinity;
    if (value > choiceValue) {
      choice = a;
      choiceValue = value;
    }
  }
  return choice;
}

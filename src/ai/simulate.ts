import { applyAction, attackOf, decidingPlayer, legalActions, summoningOf, type Action, type Duel, type Player } from '../engine';
import { seedRng } from '../engine/random';
import { evaluateFrom } from './evaluate';
import { turnOrder } from './order';

/**
 * Looking ahead on a determinised duel (never the real one). A candidate action is applied, then
 * the duel is "settled": the Chains, prompts and response windows it starts are played through with
 * a cheap policy until someone faces a free decision again (an open Main or Battle Phase), and that
 * position is scored.
 */

/** No Chain, prompt (nor the step waiting for its answer), window, attack or Summon in progress: the turn player may do anything. */
export function isOpen(d: Duel): boolean {
  return d.flow.prompt === null && d.flow.window === null && d.flow.chain.length === 0 && attackOf(d) === null && summoningOf(d) === null;
}

/** Actions applied in look-aheads so far: Hard's work bound counts them (deterministic, unlike a clock). */
let applied = 0;
export const appliedSoFar = (): number => applied;

/**
 * Coin tosses and die rolls met in look-aheads so far: a choice they follow must not be made by their
 * outcome on the guess (see `greedy`). Shuffles are left out: they only order a Deck, which no score reads.
 */
let chanceMet = 0;
export const chanceSoFar = (): number => chanceMet;

export function tryApply(d: Duel, a: Action): Duel | null {
  applied++;
  try {
    const next = applyAction(d, a);
    for (const e of next.events) {
      if (e.type === 'coinTossed' || e.type === 'dieRolled') {
        chanceMet++;
        break;
      }
    }
    return next;
  } catch {
    // The guessed cards can make the real duel's action illegal here (a guessed response window).
    return null;
  }
}

export interface SettleOptions {
  /** Whether the opponent answers in Chains with what they (are guessed to) hold. */
  readonly replies: boolean;
  /** Safety bound on actions played while settling. */
  readonly maxSteps?: number;
  /** Nesting: prompts inside a look-ahead inside a look-ahead are answered one step ahead only. */
  readonly depth?: number;
}

/** Fresh draws of chance an option followed by a coin toss or a die roll is judged on (per guess, in every look-ahead). */
export const CHANCE_DRAWS = 8;
const mean = (xs: readonly number[]): number => xs.reduce((s, x) => s + x, 0) / xs.length;

/** Options tried at one prompt or window: enough to find the clear best, few enough to stay fast. */
const MAX_OPTIONS = 8;
const MAX_REPLIES = 3;

export function settle(d: Duel, me: Player, options: SettleOptions): Duel {
  const maxSteps = options.maxSteps ?? 60;
  for (let step = 0; step < maxSteps && d.winner === null && !isOpen(d); step++) {
    const who = decidingPlayer(d);
    if (who === null) break;
    const legal = legalActions(d);
    if (legal.length === 0) break;
    const next = tryApply(d, respond(d, legal, who, me, options));
    if (!next) break;
    d = next;
  }
  return d;
}

/** The cheap policy inside a settle: answer prompts greedily, pass in windows unless a reply pays. */
function respond(d: Duel, legal: readonly Action[], who: Player, me: Player, options: SettleOptions): Action {
  const pass = legal.find((a) => a.type === 'pass');
  const depth = options.depth ?? 0;
  const inner: SettleOptions = { replies: false, maxSteps: 30, depth: depth + 1 };
  if (!pass) return depth > 0 ? greedy(d, legal, who) : greedy(d, legal, who, inner);
  if (!options.replies || who === me) return pass;
  // The opponent activates a response when it leaves them better off than passing.
  let best: Action = pass;
  let bestScore = score(settle(tryApply(d, pass) ?? d, who, inner), who, d.turn);
  for (const a of legal.filter((x) => x.type === 'activate').slice(0, MAX_REPLIES)) {
    const after = tryApply(d, a);
    if (!after) continue;
    const s = score(settle(after, who, inner), who, d.turn);
    if (s > bestScore + 100) {
      best = a;
      bestScore = s;
    }
  }
  return best;
}

const score = (d: Duel, who: Player, turn: number): number => evaluateFrom(d, who, turn);

/** The choice that scores best for `who` one step ahead (settled first when `settling` is given). */
export function greedy(d: Duel, legal: readonly Action[], who: Player, settling?: SettleOptions, maxOptions = MAX_OPTIONS): Action {
  return ranked(d, legal, who, settling, maxOptions)[0]!;
}

/** The choices as `greedy` ranks them, best first (ties in listed order). */
function ranked(d: Duel, legal: readonly Action[], who: Player, settling?: SettleOptions, maxOptions = MAX_OPTIONS): Action[] {
  const options = legal.slice(0, maxOptions);
  const judged = options.map((a) => judge(d, a, who, settling));
  if (!judged.some((j) => j.chance)) return byScore(options, judged.map((j) => j.score));
  // A coin toss or a die roll followed. On this guess its outcome is already fixed, so choosing by it
  // would call every coin toss right and make a gamble look free; one fresh draw would make it look
  // sure or hopeless (Time Wizard tossed with nothing to win). An option chance follows is judged on
  // several fresh draws, the same ones for every such option, not the guess's own; the others do
  // not depend on the draw.
  const redrawn = Array.from({ length: CHANCE_DRAWS }, (_, k) => redraw(d, k + 1));
  return byScore(options, options.map((a, i) => (judged[i]!.chance ? mean(redrawn.map((r) => judge(r, a, who, settling).score)) : judged[i]!.score)));
}

/**
 * The same guess with a fresh draw of chance (the `k`th): coin tosses and die rolls to come (and
 * shuffles) fall differently, and nothing else changes.
 */
export function redraw(d: Duel, k: number): Duel {
  return { ...d, rng: seedRng((d.rng[0] ^ Math.imul(k, 0x9e3779b9)) >>> 0) };
}

function judge(d: Duel, a: Action, who: Player, settling?: SettleOptions): { score: number; chance: boolean } {
  const met = chanceMet;
  const after = tryApply(d, a);
  if (!after) return { score: -Infinity, chance: false };
  const settled = settling ? settle(after, who, settling) : after;
  return { score: evaluateFrom(settled, who, d.turn), chance: chanceMet !== met };
}

function byScore(options: readonly Action[], scores: readonly number[]): Action[] {
  const order = options.map((_, i) => i);
  const total = (i: number): number => scores[i]! + turnOrder(options[i]!);
  // Stable: equal scores (and -Infinity ones) keep the listed order, so the first is what a strict best-of picks.
  order.sort((a, b) => (total(b) > total(a) ? 1 : total(b) < total(a) ? -1 : 0));
  return order.map((i) => options[i]!);
}

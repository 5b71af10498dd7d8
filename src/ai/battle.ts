import { currentPhase, legalActions, type Action, type Duel, type DuelView, type Player } from '../engine';
import { sampleDuel } from './determinise/sample';
import { evaluate, WEIGHTS, type Weights } from './evaluate';
import type { Dice } from './random';
import { now } from './search';
import { isOpen, settle, tryApply, type SettleOptions } from './simulate';

/**
 * Hard's battle planning: at an attack decision, every plan for the rest of the Battle Phase (which
 * monsters attack, in which order, into which targets or directly, or no attack at all) is played
 * with the engine on several guesses of the hidden cards, the opponent answering in Chains when it
 * pays them (so a guessed Set Trap fires on the attack it suits), and the position after the battle
 * is scored. Each first step is worth its best plan, averaged over the guesses; the best first step
 * is played and the rest is planned again at the next decision (the guesses may have changed).
 */
export interface BattleOptions {
  /** Guesses of the hidden cards. */
  readonly samples: number;
  /** Actions simulated per guess before the remaining plans are cut short (scored where they stand). */
  readonly nodes: number;
}

export const BATTLE: BattleOptions = { samples: 4, nodes: 400 };

const SETTLE: SettleOptions = { replies: true, maxSteps: 40 };

/** Whether the position is one where the battle planner decides: my open Battle Phase with an attack on offer. */
export function isAttackDecision(view: DuelView, legal: readonly Action[]): boolean {
  return view.phase === 'battle' && view.prompt === null && view.window === null && view.chain.length === 0 && legal.some((a) => a.type === 'attack');
}

/** The step to take now: an attack or leaving the Battle Phase (null when nothing else is listed). */
export function planBattle(view: DuelView, legal: readonly Action[], dice: Dice, options: BattleOptions = BATTLE, deadline?: number, weights: Weights = WEIGHTS): Action | null {
  const steps = legal.filter(isBattleStep);
  if (steps.length < 2) return null;
  const me = view.viewer;
  const totals = steps.map(() => 0);
  let runs = 0;
  for (let s = 0; s < options.samples; s++) {
    if (s > 0 && deadline !== undefined && now() > deadline) break;
    const duel = sampleDuel(view, dice);
    const budget = { left: options.nodes };
    steps.forEach((a, k) => {
      const after = tryApply(duel, a);
      totals[k]! += after ? bestAfter(settle(after, me, SETTLE), me, budget, weights) : -Infinity;
    });
    runs++;
  }
  let choice = steps[0]!;
  let value = -Infinity;
  steps.forEach((a, k) => {
    // Ties: attacking directly before into a monster, any attack before leaving (same order as `turnOrder`).
    const v = totals[k]! / runs + (a.type === 'attack' ? (a.target === 'direct' ? 2 : 1) : 0);
    if (v > value) {
      choice = a;
      value = v;
    }
  });
  return choice;
}

function isBattleStep(a: Action): boolean {
  return a.type === 'attack' || (a.type === 'nextPhase' && (a.to === 'main2' || a.to === 'end'));
}

/** The best score reachable from `d` by the rest of my Battle Phase (leaving it is always a plan). */
function bestAfter(d: Duel, me: Player, budget: { left: number }, w: Weights): number {
  const here = evaluate(d, me, w);
  if (d.winner !== null || !isOpen(d) || d.turnPlayer !== me || currentPhase(d) !== 'battle' || budget.left <= 0) return here;
  const attacks = legalActions(d).filter((a) => a.type === 'attack');
  let top = here;
  for (const a of attacks) {
    if (budget.left <= 0) break;
    budget.left--;
    const after = tryApply(d, a);
    if (!after) continue;
    top = Math.max(top, bestAfter(settle(after, me, SETTLE), me, budget, w));
  }
  return top;
}

import type { Action, DuelView } from '../engine';
import { sampleDuel } from './determinise/sample';
import { evaluateFrom } from './evaluate';
import type { Dice } from './random';
import { turnOrder } from './order';
import type { LookSettings } from './settings';
import { CHANCE_DRAWS, chanceSoFar, redraw, settle, tryApply, type SettleOptions } from './simulate';

/**
 * The shared look-ahead of the levels: every listed action tried on `look.samples` guesses of the
 * hidden cards (the same guesses for every action, so they compare fairly), each result settled and
 * scored; an action's score is its mean. Ties go to the natural order of a turn (see `turnOrder`).
 * With a `deadline` (clock time, ms) no guess after the first starts once it is passed.
 */
export interface Scored {
  readonly action: Action;
  readonly score: number;
}

export function scoreActions(view: DuelView, legal: readonly Action[], look: LookSettings, dice: Dice, deadline?: number): Scored[] {
  const me = view.viewer;
  const settling: SettleOptions = { replies: look.replies };
  const totals = legal.map(() => 0);
  const counts = legal.map(() => 0);
  for (let s = 0; s < look.samples; s++) {
    if (s > 0 && deadline !== undefined && now() > deadline) break;
    const duel = sampleDuel(view, dice);
    legal.forEach((action, i) => {
      const met = chanceSoFar();
      const after = tryApply(duel, action);
      if (!after) return;
      let total = evaluateFrom(settle(after, me, settling), me, view.turn);
      let draws = 1;
      // A coin toss or die roll followed: one draw of it would make a gamble look sure or hopeless.
      const chance = chanceSoFar() !== met;
      for (let k = 1; chance && k <= CHANCE_DRAWS; k++) {
        const again = tryApply(redraw(duel, k), action);
        if (!again) continue;
        total += evaluateFrom(settle(again, me, settling), me, view.turn);
        draws++;
      }
      totals[i]! += total / draws;
      counts[i]!++;
    });
  }
  return legal.map((action, i) => ({
    action,
    score: (counts[i]! > 0 ? totals[i]! / counts[i]! : -Infinity) + turnOrder(action),
  }));
}

export function best(scored: readonly Scored[]): Scored {
  let top = scored[0]!;
  for (const s of scored) if (s.score > top.score) top = s;
  return top;
}

/** Milliseconds from a monotonic clock (only read when a budget is given). */
export const now = (): number => (typeof performance !== 'undefined' ? performance.now() : Date.now());

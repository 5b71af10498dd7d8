import type { Action, DuelView } from '../engine';
import { pendulumScaleToPlace } from './pendulum';
import type { Dice } from './random';
import { best, scoreActions, type Scored } from './search';

/**
 * Normal: one decision ahead on several guesses of the hidden cards, with the opponent answering
 * in Chains when their guessed cards make that pay, so it respects Set cards, Tributes its weakest
 * monsters, picks targets by value and responds when it is worth it.
 */
export const NORMAL_SAMPLES = 3;

export function scoreNormal(view: DuelView, legal: readonly Action[], dice: Dice, deadline?: number): Scored[] {
  return scoreActions(view, legal, { samples: NORMAL_SAMPLES, settle: { replies: true }, ...(deadline !== undefined && { deadline }) }, dice);
}

export function chooseNormal(view: DuelView, legal: readonly Action[], dice: Dice, deadline?: number): Action {
  // Both Pendulum Scales first when they open a Pendulum Summon (one step ahead never sees it).
  return pendulumScaleToPlace(view, legal) ?? best(scoreNormal(view, legal, dice, deadline)).action;
}

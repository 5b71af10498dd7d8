import type { Action, DuelView } from '../engine';
import { pendulumScaleToPlace } from './pendulum';
import type { Dice } from './random';
import { best, scoreActions } from './search';
import type { NormalSettings } from './settings';

/**
 * Normal: one decision ahead on several guesses of the hidden cards, with the opponent answering
 * in Chains when their guessed cards make that pay (`look.replies`), so it respects Set cards,
 * Tributes its weakest monsters, picks targets by value and responds when it is worth it.
 */
export function chooseNormal(view: DuelView, legal: readonly Action[], dice: Dice, settings: NormalSettings, deadline?: number): Action {
  // Both Pendulum Scales first when they open a Pendulum Summon (one step ahead never sees it).
  return pendulumScaleToPlace(view, legal) ?? best(scoreActions(view, legal, settings.look, dice, deadline)).action;
}

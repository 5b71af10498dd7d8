import type { Action, DuelView } from '../engine';
import { pendulumScaleToPlace } from './pendulum';
import type { Dice } from './random';
import { scoreActions } from './search';
import type { EasySettings } from './settings';

/**
 * Easy: shallow but never silly. A one-step look (one guess of the hidden cards in the shipped
 * settings, no fear of the opponent's responses) and a free pick among the actions within `close`
 * of the best, so it plays its monsters and attacks when it wins but misses finer plays.
 */
export function chooseEasy(view: DuelView, legal: readonly Action[], dice: Dice, settings: EasySettings, deadline?: number): Action {
  const scale = pendulumScaleToPlace(view, legal);
  if (scale) return scale;
  const scored = scoreActions(view, legal, settings.look, dice, deadline);
  const top = Math.max(...scored.map((s) => s.score));
  const close = scored.filter((s) => s.score >= top - settings.close && Number.isFinite(s.score));
  // A play close to the best before moving on: it uses its Summon rather than ending the turn.
  const plays = close.filter((s) => s.action.type !== 'nextPhase' && s.action.type !== 'pass');
  if (plays.length > 0) return plays[dice.int(plays.length)]!.action;
  // Moving on goes the natural way (to the Battle Phase, not past it): one step ahead, entering the
  // Battle Phase and ending the turn look alike, as the opponent's draw comes either way.
  return (close.length > 0 ? close.reduce((a, b) => (b.score > a.score ? b : a)) : scored[0]!).action;
}

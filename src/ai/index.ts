import { actionFromView, legalActionsFor, viewFor, type Action, type Duel, type DuelView, type Player } from '../engine';
import { chooseEasy } from './easy';
import { chooseHard } from './hard';
import { chooseNormal } from './normal';
import { Dice } from './random';
import { deferPositionChanges } from './positions';
import { holdForMainPhase } from './timing';
import { now } from './search';
import { SETTINGS, type Settings } from './settings';
import type { Level } from './levels';

/**
 * The computer player (DESIGN.md "The AI contract"). It sees only `viewFor(duel, me)` and the legal
 * list, returns one of the listed actions, and looks ahead only on duels determinised from the
 * view's public state (hidden cards guessed from public information). Without `budgetMs` it is a
 * pure function of its arguments; with it, it stops thinking once the budget is spent.
 */
export { LEVELS, LEVEL_NAMES, type Level } from './levels';

export interface ChooseOptions {
  readonly level: Level;
  readonly seed: number;
  readonly budgetMs?: number;
  /** The levels' settings: the shipped ones (settings.json) unless given (`bench:ai --settings`). */
  readonly settings?: Settings;
}

/**
 * The legal actions every level chooses among: position changes kept for after the battle
 * (positions.ts) and cards held past its own Draw and Standby Phases (timing.ts).
 */
export const consideredActions = (view: DuelView, legal: readonly Action[]): readonly Action[] => holdForMainPhase(view, deferPositionChanges(view, legal));

export function chooseAction(view: DuelView, legal: readonly Action[], options: ChooseOptions): Action {
  if (legal.length === 0) throw new Error('chooseAction: no legal action to choose from');
  const candidates = consideredActions(view, legal);
  if (candidates.length === 1) return candidates[0]!;
  const dice = new Dice(options.seed);
  const deadline = options.budgetMs !== undefined ? now() + options.budgetMs : undefined;
  const settings = options.settings ?? SETTINGS;
  switch (options.level) {
    case 'easy':
      return chooseEasy(view, candidates, dice, settings.easy, deadline);
    case 'normal':
      return chooseNormal(view, candidates, dice, settings.normal, deadline);
    case 'hard':
      return chooseHard(view, candidates, dice, settings.hard, deadline);
  }
}

/**
 * The computer's move for `player` in a duel, as the engine's action: it is given only
 * `viewFor(duel, player)` and `legalActionsFor(duel, player)` (cards hidden from it named as its
 * view names them), and its choice is turned back with `actionFromView`. The host's convenience;
 * `chooseAction` is the contract (the worker is given the same two).
 */
export function chooseFor(duel: Duel, player: Player, options: ChooseOptions): Action {
  return actionFromView(duel, player, chooseAction(viewFor(duel, player), legalActionsFor(duel, player), options));
}

import type { Action, DuelView } from '../engine';

/**
 * The simplest computer player: a legal action chosen uniformly at random. It sees only what a
 * player may know (`view`) and the engine's own list of legal actions, so it can never cheat or
 * break a rule. `random` returns a number in [0, 1) (Math.random in the app, a seeded generator in
 * tests).
 */
export function chooseAction(_view: DuelView, actions: readonly Action[], random: () => number): Action {
  if (actions.length === 0) throw new Error('chooseAction: no legal action to choose from');
  const index = Math.min(actions.length - 1, Math.floor(random() * actions.length));
  return actions[index]!;
}

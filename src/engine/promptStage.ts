import { choiceOf } from './draft';
import type { Duel } from './state';

/**
 * What the open prompt is part of (issue 36, "Cancel before it happens"):
 * - 'activation': a card or effect a player is activating (its cost, targets, a declaration): the
 *   activation is not made until these are chosen, so the player may still take it back: the duel
 *   kept as it was before the `activate` action (flow.ts runs the step again from there);
 * - 'triggers': Trigger effects going on a Chain (whether to use an optional one, their order, targets);
 * - 'resolution': a Chain Link resolving, or the opponent choosing while a card is activated (the card was activated and both players had their chance
 *   to respond: rulebook v9.1 "Chains and Spell Speed"), which cannot be taken back;
 * - 'rule': a rule's own choice (the hand size at the End Phase);
 * null when no prompt is open.
 */
export type PromptStage = 'activation' | 'triggers' | 'resolution' | 'rule';

export function promptStage(duel: Duel): PromptStage | null {
  if (!duel.flow.prompt) return null;
  const step = choiceOf(duel)?.step;
  if (!step) return 'rule';
  // The opponent choosing while a card is activated (The Shallow Grave's second target) cannot take the
  // activation back: only its player may, and not once the opponent has been asked.
  if (step.kind === 'activate') return duel.flow.prompt.player === step.player ? 'activation' : 'resolution';
  return step.kind === 'triggers' ? 'triggers' : 'resolution';
}

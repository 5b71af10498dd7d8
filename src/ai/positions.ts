import type { Action, DuelView } from '../engine';

/**
 * Battle positions are changed after the Battle Phase: in Main Phase 1, while a Battle Phase is
 * still to come, an Attack Position monster is not switched to Defense Position. A one-step look
 * sees only the threat of the opponent's strongest monster and would give up an attack on a weaker
 * one; the same change stays open in Main Phase 2 (if the monster has not attacked).
 */
export function deferPositionChanges(view: DuelView, legal: readonly Action[]): readonly Action[] {
  if (view.phase !== 'main1' || !legal.some((a) => a.type === 'nextPhase' && a.to === 'battle')) return legal;
  const mine = view.players[view.viewer].monsters;
  const attacking = (id: string): boolean => mine.some((m) => m !== null && !('hidden' in m.card) && m.card.id === id && m.position === 'attack');
  const kept = legal.filter((a) => !(a.type === 'changePosition' && attacking(a.card)));
  return kept.length > 0 ? kept : legal;
}

import { currentPhase, type Action, type Duel, type DuelView, type Phase, type Player } from '../engine';

/**
 * Battle positions are changed after the Battle Phase: in Main Phase 1, while a Battle Phase is
 * still to come, an Attack Position monster is not switched to Defense Position. A one-step look
 * sees only the threat of the opponent's strongest monster and would give up an attack on a weaker
 * one; the same change stays open in Main Phase 2 (if the monster has not attacked).
 */
export function deferPositionChanges(view: DuelView, legal: readonly Action[]): readonly Action[] {
  const mine = view.players[view.viewer].monsters;
  return keepAttackers(view.phase, legal, (id) => mine.some((m) => m !== null && !('hidden' in m.card) && m.card.id === id && m.position === 'attack'));
}

/** The same rule on a determinised duel, for `who` (Hard's playouts play both sides as the levels do). */
export function deferPositionChangesIn(d: Duel, who: Player, legal: readonly Action[]): readonly Action[] {
  const mine = d.players[who].monsters;
  return keepAttackers(currentPhase(d), legal, (id) => mine.some((m) => m !== null && m.card === id && m.position === 'attack'));
}

function keepAttackers(phase: Phase, legal: readonly Action[], attacking: (card: string) => boolean): readonly Action[] {
  if (phase !== 'main1' || !legal.some((a) => a.type === 'nextPhase' && a.to === 'battle')) return legal;
  const kept = legal.filter((a) => !(a.type === 'changePosition' && attacking(a.card)));
  return kept.length > 0 ? kept : legal;
}

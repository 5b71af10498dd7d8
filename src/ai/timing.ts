import type { Action, DuelView } from '../engine';

/**
 * In its own Draw Phase and Standby Phase, with nothing to answer (a phase-end window, no Chain), a
 * player holds its cards: what it could activate there it can still activate in Main Phase 1, after
 * seeing its draw and with its battles ahead, and the opponent learns nothing sooner. A one-step look
 * sees only that activating now beats passing, not that the same activation later is as good (every
 * level spent a Set Reinforcements in its own Draw Phase). A card whose own time is now (`ownTime`:
 * its effect declares this phase) or that answers something that happened is not held.
 */
export function holdForMainPhase(view: DuelView, legal: readonly Action[]): readonly Action[] {
  const w = view.window;
  if (!w || view.turnPlayer !== view.viewer || (view.phase !== 'draw' && view.phase !== 'standby') || view.chain.length > 0) return legal;
  if (w.events[0]?.kind !== 'phaseEnd') return legal;
  const held = (a: Action): boolean =>
    a.type === 'activate' && w.activations.some((x) => x.card === a.card && x.effect === (a.effect ?? 0) && x.answers === null && !x.ownTime);
  const kept = legal.filter((a) => !held(a));
  return kept.length > 0 ? kept : legal;
}

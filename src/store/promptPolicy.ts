import type { Action, DuelView, WindowActivation } from '../engine';
import { responseWindow, type Interaction } from './interaction';
import type { ChainPromptMode } from './settingsStore';

/**
 * When a response window stops to ask the player (issue 12, Master Duel's Auto / On / Off). The
 * engine says what opened the window and which activations answer it (`view.window`); this only
 * reads that, so no rule lives here:
 * - a window where nothing but passing is legal is never shown;
 * - 'auto': only when one of the player's activations answers what happened (a Summon, an attack, an
 *   opponent's Chain Link) or a card's own time has come, never at a bare phase change;
 * - 'always': every window; 'never': none;
 * - in every mode, a claimed window ("Respond", or the R key held) is shown.
 */
export function asksNow(view: DuelView | null, interaction: Interaction, mode: ChainPromptMode, claimed: boolean): boolean {
  const win = responseWindow(interaction);
  if (!win || interaction.selects.length > 0) return true;
  if (win.responses.length === 0) return false;
  if (claimed || mode === 'always') return true;
  if (mode === 'never') return false;
  return (view?.window?.activations ?? []).some(matters);
}

/** The activation answers what opened the window, or its own time has come. */
export const matters = (a: WindowActivation): boolean => a.answers !== null || a.ownTime;

/** The engine's word for why an activation is offered now, for the prompt's question. */
export function activationOf(view: DuelView | null, action: Action): WindowActivation | null {
  if (action.type !== 'activate') return null;
  return view?.window?.activations.find((a) => a.card === action.card && a.effect === (action.effect ?? 0)) ?? null;
}

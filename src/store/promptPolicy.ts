import type { Action, CardId, DuelView, Player, WindowActivation, WindowEvent } from '../engine';
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

/**
 * Hotseat (issue 36): whether the device goes to `player`, who does not hold it now, for their open
 * window. Handing it over is seen by the other player, so this reads public facts only when
 * `player` holds hidden cards (`hides`: a card in hand or a Set Spell/Trap; the duel then keeps
 * secrets, so the window opened whatever those cards are):
 * - 'auto': at what they may answer in principle: the other player's Summon, an attack declaration,
 *   the other player's activation (Chain Link); and when one of their face-up cards answers or has
 *   its time (those the other player sees anyway). Never at a bare change of phase or in the Damage Step;
 * - 'always': every window; 'never': none; a claimed window is always shown.
 * A player who hides nothing has only public cards to answer with: the usual policy (asksNow) applies.
 */
export function handsOverNow(
  player: Player,
  view: DuelView | null,
  interaction: Interaction,
  mode: ChainPromptMode,
  claimed: boolean,
  hides: { readonly any: boolean; readonly card: (id: CardId) => boolean },
): boolean {
  const win = responseWindow(interaction);
  if (!win || interaction.selects.length > 0) return true;
  if (!hides.any) return asksNow(view, interaction, mode, claimed);
  if (claimed || mode === 'always') return true;
  if (mode === 'never') return false;
  const top = view?.window?.events[0];
  if (top && answerable(top, player)) return true;
  return (view?.window?.activations ?? []).some((a) => matters(a) && !hides.card(a.card));
}

/** A public event `player` may answer in principle: not their own doing, and not the Damage Step (claim it with Respond). */
function answerable(e: WindowEvent, player: Player): boolean {
  switch (e.kind) {
    case 'summon':
    case 'chainLink':
      return e.player !== player;
    case 'attack':
      return !e.damageStep;
    // Their own battle damage or destroyed monster (Damage Gate, Soul Rope answer those).
    case 'battleDamage':
    case 'destroyed':
      return e.player === player;
    case 'phaseEnd':
      return false;
  }
}

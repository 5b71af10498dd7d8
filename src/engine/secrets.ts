import { canActivateAnything } from './activation';
import type { Player } from './constants';
import type { SpellSpeed } from './effects/types';
import type { Duel } from './state';

/*
 * Windows that say nothing about hidden cards (issue 36). Normally a response window opens only for
 * a player who has something to activate (rulebook: a player with nothing to do is not asked), so
 * whether it opens tells the other player what the first one holds. That is harmless when the
 * computer decides unseen, but in hotseat the device changing hands shows it. A duel marked
 * `keepSecrets` opens the window also for a player who merely holds a hidden card that might be
 * activated (one in hand, a face-down Spell/Trap): a public fact, so the window is the same whatever
 * those cards are, and the player may simply pass.
 */

/** Whether `player` holds a card the opponent cannot see that might be activated: one in hand, or a Set Spell/Trap. */
export function holdsHiddenCards(duel: Duel, player: Player): boolean {
  const p = duel.players[player];
  if (p.hand.length > 0) return true;
  if (p.field !== null && !p.field.faceUp) return true;
  for (const s of p.spellTraps) if (s !== null && !s.faceUp) return true;
  return false;
}

/** Whether a response window opens for `player` now (at least this Spell Speed). */
export function opensWindow(duel: Duel, player: Player, minSpeed: SpellSpeed): boolean {
  return (duel.keepSecrets === true && duel.winner === null && holdsHiddenCards(duel, player)) || canActivateAnything(duel, player, minSpeed);
}

/** The duel, marked to keep hidden cards secret in whether its windows open (for hotseat; see above). */
export const keepingSecrets = (duel: Duel): Duel => (duel.keepSecrets ? duel : { ...duel, keepSecrets: true });

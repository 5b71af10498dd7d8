import { faceDownInBanished, isToken, whereIs } from './board';
import { faceUpInExtra } from './extraDeck';
import type { Player } from './constants';
import type { CardId, Duel } from './state';

/**
 * Whether `viewer` may know a card's identity right now: never the Deck; hand and Extra Deck only
 * their owner (face-up Pendulum Monsters in an Extra Deck: both); face-down cards on the field only their controller; Graveyards and banished cards
 * are public knowledge, but a card banished face-down only its owner.
 */
export function canSee(duel: Duel, viewer: Player, id: CardId): boolean {
  const at = whereIs(duel, id);
  // A Token that has left the field exists nowhere; the events that name it (attacked, destroyed by
  // battle) are about it as both players saw it on the field, where it is always face-up (rulebook
  // v9.1, "Monster Tokens").
  if (!at) {
    if (isToken(duel, id)) return true;
    throw new Error(`Card ${id} is nowhere`);
  }
  const ps = duel.players[at.player];
  switch (at.zone) {
    case 'deck':
      // The top card of a Deck turned upside-down (Convulsion of Nature) is face-up: both players see it.
      if (at.index === 0 && duel.decksUpsideDown?.includes(at.player)) return true;
      // Searching one's own Deck: the player looks through it for the cards they may choose.
      return at.player === viewer && duel.flow.prompt?.player === viewer && duel.flow.prompt.kind === 'chooseCard' && duel.flow.prompt.cards.includes(id);
    case 'hand':
      // Looking at the opponent's hand to choose a card from it ("Look at your opponent's hand, select 1 …": Trap Dustshoot).
      return at.player === viewer || (duel.flow.prompt?.player === viewer && duel.flow.prompt.kind === 'chooseCard' && duel.flow.prompt.cards.includes(id));
    case 'extra':
      // Face-up Pendulum Monsters in the Extra Deck are seen by both players.
      return at.player === viewer || faceUpInExtra(duel, id);
    case 'banished':
      // Banished face-down (Different Dimension Capsule): only its owner knows which card it is.
      return at.player === viewer || !faceDownInBanished(duel, id);
    case 'graveyard':
    case 'material':
      return true;
    case 'monster':
      return at.player === viewer || ps.monsters[at.index]?.faceUp === true;
    case 'spellTrap':
      return at.player === viewer || ps.spellTraps[at.index]?.faceUp === true;
    case 'field':
      return at.player === viewer || ps.field?.faceUp === true;
    case 'pendulum':
      return true;
  }
}

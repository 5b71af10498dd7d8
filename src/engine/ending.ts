import { emit } from './board';
import { opponentOf, type Player } from './constants';
import type { Work } from './draft';
import type { DuelEndCause } from './state';
import { endReason } from './words';

/** Ends the duel (once): records the winner and why. */
export function endDuel(d: Work, winner: Player | 'draw', cause: DuelEndCause): void {
  if (d.winner !== null) return;
  const reason = endReason(cause);
  d.winner = winner;
  d.winReason = reason;
  d.endCause = cause;
  d.flow.prompt = null;
  d.flow.window = null;
  emit(d, { type: 'duelEnded', winner, reason });
}

/**
 * A player who must draw from an empty Deck loses (rulebook v9.1 "Victory Conditions": "unable to
 * draw a card when they are supposed to draw"), in the Draw Phase or when a card effect makes them draw.
 */
export function loseByDeckOut(d: Work, loser: Player): void {
  endDuel(d, opponentOf(loser), { kind: 'deckOut', player: loser });
}

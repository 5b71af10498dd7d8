import { COIN_FACES, type CoinFace, type TurnOrder } from '../decks/match';
import { opponentOf, type Player } from '../engine/constants';
import { randomInt, seedRng } from '../engine/random';

/*
 * Who goes first in a single Duel or a hotseat game (issue 36; rulebook v9.1 "Let the Duel Begin!":
 * the winner of a coin toss chooses to go first or second). As in a Match, Player 1 calls heads. The
 * toss comes from a generator seeded by the duel's own seed, so a duel started with `?seed=` tosses
 * the same way every time. With the "choose" setting there is no toss: Player 1 (the human against
 * the computer) chooses.
 */

import type { FirstTurnMode } from './settingsStore';

export { FIRST_TURN_MODES, type FirstTurnMode } from './settingsStore';

/** Kept apart from the deal's own use of the seed (any fixed odd number would do). */
const TOSS_SALT = 0x5eed_c01;

/** The toss for a duel with this seed: its face and winner (heads: Player 1). */
export function tossFor(seed: number): { readonly face: CoinFace; readonly winner: Player } {
  const [i] = randomInt(seedRng((seed ^ TOSS_SALT) >>> 0), COIN_FACES.length);
  const face = COIN_FACES[i]!;
  return { face, winner: face === 'heads' ? 0 : 1 };
}

/** The computer's one rule when it chooses: go first (as in a Match, src/store/matchStore.ts). */
export const COMPUTER_ORDER: TurnOrder = 'first';

export interface TurnOrderStage {
  /** The toss, or null when the setting lets Player 1 choose. */
  readonly toss: { readonly face: CoinFace; readonly winner: Player } | null;
  /** Who chooses to go first or second. */
  readonly chooser: Player;
  /** Set once decided: the computer decides at once when it is the chooser. */
  readonly firstPlayer: Player | null;
}

/** How the turn order of a duel with this seed is decided; `computer` says player 1 is the computer. */
export function turnOrderStage(seed: number, how: FirstTurnMode, computer: boolean): TurnOrderStage {
  const toss = how === 'toss' ? tossFor(seed) : null;
  const chooser = toss?.winner ?? 0;
  const firstPlayer = computer && chooser === 1 ? firstOf(1, COMPUTER_ORDER) : null;
  return { toss, chooser, firstPlayer };
}

/** The first player when `chooser` chooses `order`. */
export const firstOf = (chooser: Player, order: TurnOrder): Player => (order === 'first' ? chooser : opponentOf(chooser));

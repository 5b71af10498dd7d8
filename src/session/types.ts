import type { ByPlayer, DeckList, FormatId, Player, Scenario } from '../engine';
import type { Level } from '../ai/levels';

/**
 * - 'computer': the human is player 0; player 1 is the computer (src/ai), driven by ./computer.ts.
 * - 'hotseat': two people share the screen; the viewer is whoever must decide, and a "pass the
 *   device" cover (`handoverTo`) is up whenever that changes to the other person.
 */
export type Mode = 'computer' | 'hotseat';

/** How a duel ended: its winner (or 'draw') and why, in each player's words and for an onlooker. */
export interface DuelEnd {
  readonly winner: Player | 'draw';
  /** `reasons[p]` is the reason as player p reads it ("Your LP reached 0", "You surrendered"). */
  readonly reasons: ByPlayer<string>;
  /** The reason for an all-seeing reader ("Player 1's LP reached 0"), for hotseat screens. */
  readonly neutral: string;
}

/**
 * Who the duel on the mat belongs to, as data: a Match's Duel (`generation` names the Match, so the
 * end of a Duel from an abandoned Match is ignored), a puzzle, or the guided first duel. Its end is
 * routed to the owner by the one wiring module (src/store/owners.ts); a duel without one is a duel alone.
 */
export type DuelOwner =
  | { readonly kind: 'match'; readonly generation: number; readonly duel: number }
  | { readonly kind: 'puzzle'; readonly id: string }
  | { readonly kind: 'tutorial' };

/**
 * What a duel is played with: decks (a seed, who goes first and the format made concrete when it
 * begins), or a position (`scenario`, as `loadScenario` sets it up). `practice`: a duel against the
 * computer the player may undo, never one with an owner.
 */
export type DuelSetup = DeckSetup | PositionSetup;

export interface DeckSetup {
  readonly decks: readonly [DeckList, DeckList];
  readonly seed?: number;
  readonly firstPlayer?: Player;
  readonly owner?: DuelOwner;
  readonly practice?: boolean;
  /** The format the duel is played by; 'advanced' when absent. A position carries it in its scenario. */
  readonly format?: FormatId;
}

export interface PositionSetup {
  readonly scenario: Scenario;
  readonly owner?: DuelOwner;
  readonly practice?: boolean;
  /** The computer's level for this duel instead of the setting (the guided first duel plays Easy). */
  readonly computerLevel?: Level;
}

export interface LogEntry {
  readonly id: number;
  readonly turn: number;
  /** Who acted (null for lines the duel itself writes). */
  readonly actor: Player | null;
  /** The action in words, as each player may know it. */
  readonly text: ByPlayer<string>;
  /** What it did (view events), as each player may know it. */
  readonly events: ByPlayer<readonly string[]>;
}

export type Result<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: string };

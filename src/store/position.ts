import { loadScenario, summary, type Player, type Phase, type Scenario } from '../engine';

/**
 * "Start from a position": a duel set up mid-game from the engine's scenario (puzzle) format,
 * carried in the page's address as `?scenario=<JSON>` (URL-encoded), so a position can be shared
 * as a link, practised again and again (Rematch restarts it), or set up by a browser test.
 *
 * The position is checked with `loadScenario` when the page loads, so a bad one is refused on the
 * start screen with the engine's own reason ("unknown card", "6 monsters", ...) instead of failing
 * when someone presses Play.
 */
export interface LinkedPosition {
  readonly scenario: Scenario;
  /** Where the position starts, for the start screen's words. */
  readonly turn: number;
  readonly turnPlayer: Player;
  readonly phase: Phase;
}

/** A refused position: the reason in words, and the parser's own text (for a bug report) as `detail`. */
export type PositionLink = { readonly position: LinkedPosition } | { readonly error: string; readonly detail?: string };

/** The position in a page address's query string; null when it holds none. */
export function positionFromSearch(search: string): PositionLink | null {
  const raw = new URLSearchParams(search).get('scenario');
  if (raw === null) return null;
  let scenario: Scenario;
  try {
    scenario = JSON.parse(raw) as Scenario;
  } catch (e) {
    return { error: 'The position in this link is not readable (it must be scenario JSON).', detail: e instanceof Error ? e.message : String(e) };
  }
  try {
    const s = summary(loadScenario(scenario));
    return { position: { scenario, turn: s.turn, turnPlayer: s.turnPlayer, phase: s.phase } };
  } catch (e) {
    return { error: `The position in this link cannot be played. ${e instanceof Error ? e.message : String(e)}` };
  }
}

/** The position in this page's address, read once (there is no address outside a browser). */
export const linkedPosition: PositionLink | null = typeof window === 'undefined' ? null : positionFromSearch(window.location.search);

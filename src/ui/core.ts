/**
 * The duel's code, a chunk of its own (./chunks.ts `coreChunk`): the engine and the card pool, the
 * stores that run duels, Matches, puzzles and replays, and the screens that read them. The first
 * load is only what paints the start screen (./Shell.tsx, ./StartScreen.tsx); this chunk is fetched
 * as soon as it is painted, and the start screen's deck choices, replays and position offer come
 * with it. Adding cards grows this chunk, never the first load (scripts/first-load.mjs).
 */
import { useDuelStore, useFixedSeed as fixSeed } from '../store/duelStore';
import { installDeckPool } from '../store/deckPool';
import { connectStores, resumeSaved } from '../store/owners';

export { App } from './App';
export { PositionPanel } from './PositionPanel';
export { ReplayPanel } from './replay/ReplayPanel';
export { useDuelStore } from '../store/duelStore';
export { usePuzzleStore } from '../store/puzzles/puzzleStore';
export { useMatchStore } from '../store/matchStore';
export { problemsOf } from '../store/deckPool';
export { problemInWords } from '../decks';

/**
 * Wires the stores and goes on where the player was; called once, when the chunk arrives, before
 * anything is drawn from it. `search` is the page's query: `?aiDelay=ms` changes the computer's
 * thinking pause (long test runs), `?seed=N` starts every duel of this page load from the same seed.
 */
export function startStores(search: string): void {
  const params = new URLSearchParams(search);
  const aiDelay = params.get('aiDelay');
  if (aiDelay !== null && Number.isFinite(Number(aiDelay))) useDuelStore.getState().setAiDelay(Number(aiDelay));
  const seed = params.get('seed');
  // A seed is a 32-bit unsigned integer (what the duel's generator reads); anything else is ignored.
  if (seed !== null && /^\d{1,10}$/.test(seed) && Number(seed) <= 0xffffffff) fixSeed(Number(seed));
  // The stores are wired together once (a duel's end to its Match or puzzle, their saves); then a
  // reload goes on where the player was: the Match (and its Duel on the mat), a puzzle or the guided
  // duel (with its goal or guidance), else the duel alone.
  installDeckPool();
  connectStores();
  resumeSaved();
}

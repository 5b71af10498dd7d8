import { useDuelStore, type DuelStoreState } from './duelStore';
import { saveMatch, useMatchStore } from './matchStore';
import { followDuel, saveOnMat, usePuzzleStore } from './puzzles/puzzleStore';

/**
 * The one place the stores are wired together. A duel's owner is data on its session (a Match's
 * Duel, a puzzle, the guided duel: `DuelOwner`); here its end goes to the owner, leaving the mat ends
 * what was on it, and the Match and the puzzle on the mat are saved after every change. Nothing
 * subscribes when a module is imported: the app connects once at start (src/main.tsx), a test in
 * its `beforeEach` (`connectStores` in ./testing.ts). Returns the disconnection.
 */
export function connectStores(): () => void {
  const stops = [useDuelStore.subscribe(followOwner), useMatchStore.subscribe(saveMatch), usePuzzleStore.subscribe(saveOnMat), useDuelStore.subscribe(followDuel)];
  return () => stops.forEach((stop) => stop());
}

function followOwner(now: DuelStoreState, before: DuelStoreState): void {
  const { end, owner } = now;
  if (end && end !== before.end && owner) {
    if (owner.kind === 'match') useMatchStore.getState().duelEnded(owner, end);
    else if (owner.kind === 'puzzle') usePuzzleStore.getState().puzzleEnded(owner.id, end, now.duel);
  }
  // "Leave duel" on the mat during a Match's Duel abandons the Match.
  if (before.screen === 'duel' && now.screen === 'start' && useMatchStore.getState().playing) useMatchStore.getState().leave();
}

/** After a reload, the mat goes on where the player was: the Match (and its Duel), a puzzle or the guided duel, else the duel alone. */
export function resumeSaved(): void {
  if (!useMatchStore.getState().resumeSaved() && !usePuzzleStore.getState().resumeSaved()) useDuelStore.getState().resumeSaved();
}

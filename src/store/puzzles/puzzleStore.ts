import { create } from 'zustand';
import { useDuelStore } from '../duelStore';
import { safeStorage } from '../saveGame';
import { PUZZLES, type Puzzle } from './puzzles';

/**
 * The Puzzles screen's state: whether it is open, the puzzle on the mat, and which puzzles this
 * browser has solved (key `duelmat:puzzles-solved`). A puzzle is played against the computer from
 * its scenario; winning in the puzzle's own turn marks it solved.
 */
export const SOLVED_KEY = 'duelmat:puzzles-solved';
const storage = safeStorage();

function readSolved(): string[] {
  const read = storage.read(SOLVED_KEY);
  if (!read.ok || read.value === null) return [];
  try {
    const list = JSON.parse(read.value) as unknown;
    return Array.isArray(list) ? list.filter((id): id is string => PUZZLES.some((p) => p.id === id)) : [];
  } catch {
    return [];
  }
}

export interface PuzzleStoreState {
  readonly open: boolean;
  readonly solved: readonly string[];
  /** The puzzle on the mat, or null. */
  readonly playing: Puzzle | null;
  /** The puzzle on the mat was just solved. */
  readonly justSolved: boolean;
  show(): void;
  hide(): void;
  play(id: string): void;
}

export const usePuzzleStore = create<PuzzleStoreState>()((set, get) => ({
  open: false,
  solved: readSolved(),
  playing: null,
  justSolved: false,
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
  play: (id) => {
    const puzzle = PUZZLES.find((p) => p.id === id);
    if (!puzzle) return;
    set({ open: false, playing: puzzle, justSolved: false });
    useDuelStore.getState().startDuel('computer', {
      scenario: puzzle.scenario,
      onEnd: (end) => {
        const duel = useDuelStore.getState().duel;
        if (get().playing?.id !== id || end.winner !== 0 || duel?.turn !== puzzle.scenario.turn) return;
        const solved = get().solved.includes(id) ? get().solved : [...get().solved, id];
        storage.write(SOLVED_KEY, JSON.stringify(solved));
        set({ solved, justSolved: true });
      },
    });
  },
}));

// Leaving the mat ends the puzzle.
useDuelStore.subscribe((now, before) => {
  if (before.screen === 'duel' && now.screen === 'start' && usePuzzleStore.getState().playing) usePuzzleStore.setState({ playing: null, justSolved: false });
});

import { create } from 'zustand';
import { summary } from '../../engine';
import { useDuelStore } from '../duelStore';
import { TUTORIAL_LEVEL, TUTORIAL_SCENARIO, TUTORIAL_STEPS } from './tutorial';
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
  /** The guided first duel: the step on screen (steps.length once all are done), or null when none is running. */
  readonly tutorialStep: number | null;
  startTutorial(): void;
  /** Ends the guidance and goes back to the start screen. */
  skipTutorial(): void;
  show(): void;
  hide(): void;
  play(id: string): void;
}

export const usePuzzleStore = create<PuzzleStoreState>()((set, get) => ({
  open: false,
  solved: readSolved(),
  playing: null,
  justSolved: false,
  tutorialStep: null,
  startTutorial: () => {
    set({ open: false, playing: null, tutorialStep: null });
    useDuelStore.getState().startDuel('computer', { scenario: TUTORIAL_SCENARIO, computerLevel: TUTORIAL_LEVEL });
    if (useDuelStore.getState().screen === 'duel') set({ tutorialStep: 0 });
  },
  skipTutorial: () => {
    set({ tutorialStep: null });
    useDuelStore.getState().backToStart();
  },
  show: () => set({ open: true }),
  hide: () => set({ open: false }),
  play: (id) => {
    const puzzle = PUZZLES.find((p) => p.id === id);
    if (!puzzle) return;
    set({ open: false, playing: puzzle, justSolved: false, tutorialStep: null });
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

// Leaving the mat ends the puzzle or the guided duel; each action may complete the guided duel's steps.
useDuelStore.subscribe((now, before) => {
  const state = usePuzzleStore.getState();
  if (before.screen === 'duel' && now.screen === 'start' && (state.playing || state.tutorialStep !== null)) {
    usePuzzleStore.setState({ playing: null, justSolved: false, tutorialStep: null });
    return;
  }
  if (state.tutorialStep === null || now.duel === before.duel || !now.duel) return;
  const s = summary(now.duel);
  let step = state.tutorialStep;
  while (step < TUTORIAL_STEPS.length && TUTORIAL_STEPS[step]!.done(s)) step++;
  if (step !== state.tutorialStep) usePuzzleStore.setState({ tutorialStep: step });
});

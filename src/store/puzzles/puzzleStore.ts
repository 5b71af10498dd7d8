import { create } from 'zustand';
import { summary } from '../../engine';
import type { Duel } from '../../engine';
import { DUEL_SAVE_KEY, useDuelStore, type DuelEnd, type DuelStoreState } from '../duelStore';
import { TUTORIAL_LEVEL, TUTORIAL_SCENARIO, TUTORIAL_STEPS } from './tutorial';
import { parseSave, safeStorage } from '../saveGame';
import { PUZZLES, type Puzzle } from './puzzles';

/**
 * The Puzzles screen's state: whether it is open, the puzzle on the mat, and which puzzles this
 * browser has solved (key `duelmat:puzzles-solved`). A puzzle is played against the computer from
 * its scenario; winning in the puzzle's own turn marks it solved.
 */
export const SOLVED_KEY = 'duelmat:puzzles-solved';
/** What is on the mat (a puzzle's id, or the guided duel and its step), so a reload goes on with it. */
export const ON_MAT_KEY = 'duelmat:puzzle-on-mat';
const storage = safeStorage();

type OnMat = { readonly puzzle: string } | { readonly tutorialStep: number };

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
  /**
   * After a reload: resumes the saved duel if it is the puzzle or the guided duel that was on the
   * mat (its goal, hint and "solved" mark, or the guidance at its step). False otherwise.
   */
  resumeSaved(): boolean;
  /** The end of the puzzle `id` on the mat (its owner): winning in the puzzle's own turn marks it solved. */
  puzzleEnded(id: string, end: DuelEnd, duel: Duel | null): void;
}

export const usePuzzleStore = create<PuzzleStoreState>()((set, get) => ({
  open: false,
  solved: readSolved(),
  playing: null,
  justSolved: false,
  tutorialStep: null,
  startTutorial: () => {
    set({ open: false, playing: null, tutorialStep: null });
    useDuelStore.getState().startDuel('computer', { scenario: TUTORIAL_SCENARIO, computerLevel: TUTORIAL_LEVEL, owner: { kind: 'tutorial' } });
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
    useDuelStore.getState().startDuel('computer', { scenario: puzzle.scenario, owner: { kind: 'puzzle', id: puzzle.id } });
  },
  resumeSaved: () => {
    const onMat = readOnMat();
    const saved = savedScenario();
    if (!onMat || saved === null) return false;
    if ('puzzle' in onMat) {
      const puzzle = PUZZLES.find((p) => p.id === onMat.puzzle);
      if (!puzzle || JSON.stringify(puzzle.scenario) !== saved) return false;
      if (!useDuelStore.getState().resumeSaved({ kind: 'puzzle', id: puzzle.id })) return false;
      set({ playing: puzzle, justSolved: false, tutorialStep: null });
      return true;
    }
    if (JSON.stringify(TUTORIAL_SCENARIO) !== saved || !useDuelStore.getState().resumeSaved({ kind: 'tutorial' })) return false;
    set({ playing: null, tutorialStep: Math.min(onMat.tutorialStep, TUTORIAL_STEPS.length) });
    return true;
  },
  puzzleEnded: (id, end, duel) => {
    const { playing, solved } = get();
    if (playing?.id !== id || end.winner !== 0 || duel?.turn !== playing.scenario.turn) return;
    const now = solved.includes(id) ? solved : [...solved, id];
    storage.write(SOLVED_KEY, JSON.stringify(now));
    set({ solved: now, justSolved: true });
  },
}));

function readOnMat(): OnMat | null {
  const read = storage.read(ON_MAT_KEY);
  if (!read.ok || read.value === null) return null;
  try {
    const value = JSON.parse(read.value) as { puzzle?: unknown; tutorialStep?: unknown } | null;
    if (typeof value?.puzzle === 'string') return { puzzle: value.puzzle };
    if (Number.isInteger(value?.tutorialStep) && (value!.tutorialStep as number) >= 0) return { tutorialStep: value!.tutorialStep as number };
  } catch {
    // A broken entry is ignored: the duel itself still resumes as an ordinary duel.
  }
  return null;
}

/** The saved duel's starting position as JSON text, or null when it did not start from one. */
function savedScenario(): string | null {
  const read = storage.read(DUEL_SAVE_KEY);
  if (!read.ok || read.value === null) return null;
  const parsed = parseSave(read.value);
  return parsed.ok && parsed.value.start.kind === 'scenario' ? JSON.stringify(parsed.value.start.scenario) : null;
}

/** Keeps ON_MAT_KEY in step with what is on the mat (./owners.ts calls it on every change of this store). */
export function saveOnMat(now: PuzzleStoreState, before: PuzzleStoreState): void {
  if (now.playing === before.playing && now.tutorialStep === before.tutorialStep) return;
  if (now.playing) storage.write(ON_MAT_KEY, JSON.stringify({ puzzle: now.playing.id }));
  else if (now.tutorialStep !== null) storage.write(ON_MAT_KEY, JSON.stringify({ tutorialStep: now.tutorialStep }));
  else storage.remove(ON_MAT_KEY);
}

/** After a change of the duel store: leaving the mat ends the puzzle or the guided duel; each action may complete the guided duel's steps. */
export function followDuel(now: DuelStoreState, before: DuelStoreState): void {
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
}

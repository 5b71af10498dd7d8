/**
 * A reload in the middle of a puzzle or the guided first duel (issue 14, "nothing lost"): the duel
 * resumes as a puzzle (its goal on the mat, and winning it still marks it solved) or with the
 * guidance at its step and the computer at the guided duel's level.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decidingPlayer, legalActions } from '../../engine';
import { PRESET_DECKS } from '../../cards/decks';
import { DUEL_SAVE_KEY, useDuelStore } from '../duelStore';
import { usePuzzleStore, SOLVED_KEY } from './puzzleStore';
import { PUZZLES, type SolutionStep } from './puzzles';
import { actionFor } from './solve';
import { TUTORIAL_LEVEL, TUTORIAL_STEPS } from './tutorial';
import { MemoryStorage, wireStores } from '../testing';

const duelStore = () => useDuelStore.getState();
const puzzles = () => usePuzzleStore.getState();

let storage: MemoryStorage;

/** What a reload would find: the page's stores start empty, with storage as it was. */
function reloadPage(): void {
  const saved = new Map(storage.items);
  duelStore().backToStart();
  for (const [k, v] of saved) storage.items.set(k, v);
}

/** Plays steps through the store as the player would, the computer answering for the opponent; the player's own windows the steps do not name are passed. */
async function playThroughStore(steps: readonly SolutionStep[]): Promise<void> {
  const left = [...steps];
  for (let guard = 0; guard < 300; guard++) {
    const duel = duelStore().duel!;
    if (duel.winner !== null) break;
    if (decidingPlayer(duel) === 1) {
      await vi.runAllTimersAsync();
      continue;
    }
    const step = left[0];
    if (!step) break;
    const action = actionFor(duel, step);
    if (action) left.shift();
    duelStore().dispatch(action ?? legalActions(duel).find((a) => a.type === 'pass')!);
  }
  expect(left).toEqual([]);
}

describe('a reload during a puzzle or the guided duel', () => {
  wireStores();
  beforeEach(() => {
    vi.useFakeTimers();
    storage = new MemoryStorage();
    vi.stubGlobal('localStorage', storage);
    duelStore().setAiDelay(0);
    usePuzzleStore.setState({ solved: [], justSolved: false });
  });
  afterEach(() => {
    duelStore().backToStart();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('a puzzle resumed after a reload is still the puzzle, and winning it marks it solved', async () => {
    const puzzle = PUZZLES[0]!;
    puzzles().play(puzzle.id);
    await playThroughStore(puzzle.solution.slice(0, 1));
    reloadPage();
    usePuzzleStore.setState({ playing: null, solved: [] });

    expect(puzzles().resumeSaved()).toBe(true);
    expect(puzzles().playing?.id).toBe(puzzle.id);
    expect(duelStore().screen).toBe('duel');
    await playThroughStore(puzzle.solution.slice(1));

    expect(duelStore().duel!.winner).toBe(0);
    expect(puzzles().justSolved).toBe(true);
    expect(puzzles().solved).toContain(puzzle.id);
    expect(JSON.parse(storage.getItem(SOLVED_KEY)!)).toContain(puzzle.id);
  });

  it('the guided duel resumes at its step, the computer still at the guided level', async () => {
    puzzles().startTutorial();
    await playThroughStore(TUTORIAL_STEPS[0]!.solution);
    expect(puzzles().tutorialStep).toBe(1);
    reloadPage();
    usePuzzleStore.setState({ tutorialStep: null });

    expect(puzzles().resumeSaved()).toBe(true);
    expect(puzzles().tutorialStep).toBe(1);
    await playThroughStore(TUTORIAL_STEPS[1]!.solution);
    expect(puzzles().tutorialStep).toBe(2);
    expect(JSON.parse(storage.getItem(DUEL_SAVE_KEY)!).computerLevel).toBe(TUTORIAL_LEVEL);
  });

  it('an ordinary duel saved after a puzzle is not taken for the puzzle', () => {
    puzzles().play(PUZZLES[0]!.id);
    const onMat = storage.getItem('duelmat:puzzle-on-mat');
    duelStore().startDuel('computer', { decks: [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }], seed: 3, firstPlayer: 0 });
    // A stale entry (say, written by another tab) must not turn this duel into the puzzle.
    storage.setItem('duelmat:puzzle-on-mat', onMat!);
    reloadPage();
    storage.setItem('duelmat:puzzle-on-mat', onMat!);

    expect(puzzles().resumeSaved()).toBe(false);
    expect(duelStore().resumeSaved()).toBe(true);
    expect(puzzles().playing).toBeNull();
  });
});

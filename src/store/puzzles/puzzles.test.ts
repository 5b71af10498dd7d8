/** Every puzzle is solvable (issue 14): its solution is played against the engine, the computer answering for the opponent. */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, loadScenario, summary, type Duel } from '../../engine';
import { PUZZLES } from './puzzles';
import { playSteps } from './solve';
import { TUTORIAL_LEVEL, TUTORIAL_SCENARIO, TUTORIAL_STEPS } from './tutorial';

const playSolution = (puzzle: (typeof PUZZLES)[number]): Duel => playSteps(loadScenario(puzzle.scenario), puzzle.solution);

describe('puzzles', () => {
  it('at least 10, each with a goal, a hint and its own id', () => {
    expect(PUZZLES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(PUZZLES.map((p) => p.id)).size).toBe(PUZZLES.length);
    for (const p of PUZZLES) expect(p.goal && p.hint && p.teaches).toBeTruthy();
  });

  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s: the solution wins this turn', (_id, puzzle) => {
    const duel = playSolution(puzzle);
    expect(duel.winner).toBe(0);
    expect(duel.turn).toBe(puzzle.scenario.turn);
  });

  it.each(PUZZLES.map((p) => [p.id, p] as const))('%s: it is a puzzle (ending the turn at once does not win)', (_id, puzzle) => {
    let duel = loadScenario(puzzle.scenario);
    const end = legalActions(duel).find((a) => a.type === 'nextPhase' && a.to === 'end');
    if (end) duel = applyAction(duel, end);
    expect(duel.winner).not.toBe(0);
  });
});

describe('the guided first duel', () => {
  it('each step is done by doing what its hint says (the computer playing the opponent)', () => {
    let duel = loadScenario(TUTORIAL_SCENARIO);
    for (const [i, step] of TUTORIAL_STEPS.entries()) {
      expect(step.done(summary(duel)), `step ${i + 1} done before it was played`).toBe(false);
      duel = playSteps(duel, step.solution, 1, TUTORIAL_LEVEL);
      expect(step.done(summary(duel)), `step ${i + 1}: ${step.hint}`).toBe(true);
    }
  });
});

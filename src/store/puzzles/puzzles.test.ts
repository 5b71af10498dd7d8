/** Every puzzle is solvable (issue 14): its solution is played against the engine, the computer answering for the opponent. */
import { describe, expect, it } from 'vitest';
import { applyAction, decidingPlayer, legalActions, loadScenario, viewFor, type Duel } from '../../engine';
import { chooseAction } from '../../ai';
import { PUZZLES } from './puzzles';
import { actionFor } from './solve';

/** Plays a puzzle's solution; the opponent's decisions are the Normal computer's, the player's own open windows are passed. */
function playSolution(puzzle: (typeof PUZZLES)[number]): Duel {
  let duel = loadScenario(puzzle.scenario);
  const steps = [...puzzle.solution];
  for (let guard = 0; guard < 200 && duel.winner === null; guard++) {
    const deciding = decidingPlayer(duel);
    if (deciding === 1) {
      duel = applyAction(duel, chooseAction(viewFor(duel, 1), legalActions(duel), { level: 'normal', seed: 1 }));
      continue;
    }
    const step = steps[0];
    if (!step) break;
    const action = actionFor(duel, step);
    if (action) {
      steps.shift();
      duel = applyAction(duel, action);
      continue;
    }
    const pass = legalActions(duel).find((a) => a.type === 'pass');
    if (!pass) throw new Error(`${puzzle.id}: step ${JSON.stringify(step)} is not legal now`);
    duel = applyAction(duel, pass);
  }
  return duel;
}

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

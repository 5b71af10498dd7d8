import { describe, expect, it } from 'vitest';
import { legalActions, type Duel } from '../engine';
import { seedRng } from '../engine/random';
import { duelOf, idOf } from '../engine/test/dsl';
import { greedy } from './simulate';

/** The one-step policy inside look-aheads and Hard's playouts (both players' moves there). */
describe('greedy, the look-aheads\' one-step policy', () => {
  // 40 different draws of chance (the duel's generator state), as 40 guesses of a playout would have.
  const DRAWS = Array.from({ length: 40 }, (_, i) => i + 1);

  it('does not toss a coin that can only cost it (Time Wizard with no opposing monster), on nearly every guess’s draw of chance', () => {
    // Called right, the toss destroys nothing; called wrong, it destroys Time Wizard and Summoned Skull.
    // Judged on a single fresh draw, the toss looked free on about half the guesses (20 of these 40),
    // and a playout that tossed it made the move before it (going to the Battle Phase) look like a loss.
    // Judged on several draws it is taken only when every one of them falls right (1 of these 40).
    const base = duelOf({ me: { monsters: [{ card: 'Time Wizard' }, { card: 'Summoned Skull' }] } });
    const toss = { type: 'activate', card: idOf(base, 'Time Wizard'), effect: 0 };
    expect(legalActions(base)).toContainEqual(toss);
    const tossed = DRAWS.filter((k) => {
      const d: Duel = { ...base, rng: seedRng(k) };
      return JSON.stringify(greedy(d, legalActions(d), 0, { replies: false, maxSteps: 30, depth: 1 }, Infinity)) === JSON.stringify(toss);
    });
    expect(tossed.length).toBeLessThanOrEqual(2);
  });
});

import { describe, expect, it } from 'vitest';
import { applyAction, createDuel, legalActions, type Duel } from '..';
import { STARTER_DECK_KAIBA, STARTER_DECK_YUGI } from '../../cards/decks';
import { randomInt, seedRng, type RngState } from '../random';

/*
 * Some answers are remembered with a duel's binding for the zones they were read from (whether a
 * Defense lock is in force, whether any card holds a Trigger effect where it is: continuous.ts,
 * triggers.ts). A duel read back from JSON is bound again, so it starts with nothing remembered:
 * every step played on both, and on states of other branches in between, must come out the same.
 */
describe('Answers remembered with the binding', () => {
  it('a Starter Deck duel (Dragon Capture Jar, Trigger effects) plays the same as its JSON copy at every step, branches in between', () => {
    for (const seed of [1, 2, 3]) {
      let rng: RngState = seedRng(seed);
      const pick = (n: number): number => {
        const [k, next] = randomInt(rng, n);
        rng = next;
        return k;
      };
      let duel: Duel = createDuel({ decks: [{ main: [...STARTER_DECK_YUGI.main] }, { main: [...STARTER_DECK_KAIBA.main] }], seed, firstPlayer: (seed % 2) as 0 | 1 });
      let previous: Duel | null = null;
      for (let step = 0; step < 2000 && duel.winner === null; step++) {
        const copy = JSON.parse(JSON.stringify(duel)) as Duel;
        const legal = legalActions(duel);
        expect(legalActions(copy)).toEqual(legal);
        const action = legal[pick(legal.length)]!;
        // Another branch first: an action applied to the state before, so what is remembered is of other zones.
        if (previous && previous.winner === null) {
          const other = legalActions(previous);
          applyAction(previous, other[pick(other.length)]!);
        }
        const next = applyAction(duel, action);
        expect(JSON.stringify(applyAction(copy, action))).toEqual(JSON.stringify(next));
        previous = duel;
        duel = next;
      }
      expect(duel.winner).not.toBeNull();
    }
  });
});

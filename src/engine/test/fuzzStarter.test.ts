import { describe, expect, it } from 'vitest';
import { STARTER_DECK_KAIBA, STARTER_DECK_YUGI } from '../../cards/decks';
import { FuzzFailure, fuzzDuel, MAX_ACTIONS, type FuzzDecks } from './fuzzing';

/** Starter Deck: Yugi (player 1) against Starter Deck: Kaiba (player 2), 50 cards each. */
const decks = (): FuzzDecks => [{ main: [...STARTER_DECK_YUGI.main] }, { main: [...STARTER_DECK_KAIBA.main] }];
const DUELS = 500;

describe('Random play (fuzz): Starter Deck: Yugi vs Starter Deck: Kaiba', () => {
  it(`${DUELS} seeded duels, each Deck going first in turn: the fuzz invariants after every action, every duel ends`, () => {
    const failures: string[] = [];
    const outcomes = new Map<string, number>();
    for (let seed = 1; seed <= DUELS; seed++) {
      try {
        const { winner } = fuzzDuel({ decks: decks(), seed, effects: true, firstPlayer: (seed % 2) as 0 | 1 });
        if (winner === null) failures.push(`seed ${seed}: did not end in ${MAX_ACTIONS} actions`);
        outcomes.set(String(winner), (outcomes.get(String(winner)) ?? 0) + 1);
      } catch (error) {
        if (!(error instanceof FuzzFailure)) throw error;
        failures.push(error.message);
      }
    }
    expect(failures).toEqual([]);
    expect((outcomes.get('0') ?? 0) + (outcomes.get('1') ?? 0) + (outcomes.get('draw') ?? 0)).toBe(DUELS);
  }, 180_000);
});

import { describe, expect, it } from 'vitest';
import { summary } from '..';
import { YUGI_KAIBA_PRESETS } from '../../cards/decks';
import { FuzzFailure, fuzzDuel, MAX_ACTIONS, type FuzzDecks } from './fuzzing';

/** The Yugi-Kaiba presets (Legend of Blue Eyes, Warriors of Legend) against each other, in their format. */
const deck = (k: number) => ({ main: [...YUGI_KAIBA_PRESETS[k]!.main] });
const DUELS = 60;

describe('Random play (fuzz): the Yugi-Kaiba presets in the Yugi-Kaiba format', () => {
  it(`${DUELS} seeded duels, every pairing, each side going first in turn: the fuzz invariants after every action, every duel ends`, () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= DUELS; seed++) {
      const decks: FuzzDecks = [deck(seed % 2), deck(Math.floor(seed / 2) % 2)];
      try {
        const { duel, winner } = fuzzDuel({ decks, seed, effects: true, firstPlayer: (seed % 2) as 0 | 1, format: 'yugi-kaiba' });
        if (winner === null) failures.push(`seed ${seed}: did not end in ${MAX_ACTIONS} actions`);
        expect(summary(duel).format).toBe('yugi-kaiba');
      } catch (error) {
        if (!(error instanceof FuzzFailure)) throw error;
        failures.push(error.message);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

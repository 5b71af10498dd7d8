import { describe, expect, it } from 'vitest';
import { summary } from '..';
import { GOAT_PRESETS } from '../../cards/decks';
import { FuzzFailure, fuzzDuel, MAX_ACTIONS, type FuzzDecks } from './fuzzing';

/** The GOAT presets against each other, in the GOAT format: every ordered pair of decks in turn. */
const deck = (k: number) => ({ main: [...GOAT_PRESETS[k]!.main], extra: [...(GOAT_PRESETS[k]!.extra ?? [])] });
const PAIRS = GOAT_PRESETS.flatMap((_, a) => GOAT_PRESETS.map((_, b) => [a, b] as const)).filter(([a, b]) => a !== b);
const DUELS = 48;

describe('Random play (fuzz): the GOAT presets in the GOAT format', () => {
  it(`${DUELS} seeded duels, every ordered pairing: the fuzz invariants after every action, every duel ends`, () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= DUELS; seed++) {
      const [a, b] = PAIRS[seed % PAIRS.length]!;
      const decks: FuzzDecks = [deck(a), deck(b)];
      try {
        const { duel, winner } = fuzzDuel({ decks, seed, effects: true, firstPlayer: 0, format: 'goat' });
        if (winner === null) failures.push(`seed ${seed}: did not end in ${MAX_ACTIONS} actions`);
        expect(summary(duel).format).toBe('goat');
      } catch (error) {
        if (!(error instanceof FuzzFailure)) throw error;
        failures.push(error.message);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

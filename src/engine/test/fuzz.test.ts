import { describe, expect, it } from 'vitest';
import { CARD_POOL } from '../../cards';
import { EXTRA_DECK_PRESETS, PRESET_DECKS } from '../../cards/decks';
import { fuzzDuel, MAX_ACTIONS, type FuzzDecks } from './fuzzing';

const decks = (): FuzzDecks => [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }];

/** Every Spell, Trap and Effect Monster in the pool; each fuzzed duel swaps 14 of them (rotating with the seed) into both presets. */
const SPELLS_AND_TRAPS = CARD_POOL.filter((c) => c.frame === 'spell' || c.frame === 'trap' || (c.frame === 'effect' && !c.winsFromHand)).map((c) => c.name);
const decksWithEffects = (seed: number): FuzzDecks =>
  decks().map((d, p) => {
    const picks = Array.from({ length: 14 }, (_, i) => SPELLS_AND_TRAPS[(seed * 5 + p * 7 + i) % SPELLS_AND_TRAPS.length]!);
    return { main: [...d.main.slice(0, 40 - picks.length), ...picks] };
  }) as FuzzDecks;

/** One seeded random-legal duel with invariants checked after every action (see fuzzing.ts); returns its log. */
function fuzzOne(seed: number, effects = false): { log: string[]; winner: string } {
  const { log, winner } = fuzzDuel({ decks: effects ? decksWithEffects(seed) : decks(), seed, effects, log: true });
  expect(winner, `seed ${seed} did not end in ${MAX_ACTIONS} actions`).not.toBeNull();
  return { log, winner: String(winner) };
}

describe('Random play (fuzz)', () => {
  it('500 seeded duels: cards conserved, at most 5 monsters, LP within bounds, no exception, every duel ends', () => {
    const outcomes = new Map<string, number>();
    for (let seed = 1; seed <= 500; seed++) {
      const { winner } = fuzzOne(seed);
      outcomes.set(winner, (outcomes.get(winner) ?? 0) + 1);
    }
    expect(outcomes.get('0')! + outcomes.get('1')! + (outcomes.get('draw') ?? 0)).toBe(500);
  }, 600_000);

  it('300 seeded duels with Spells and Traps: the same invariants, and no Chain left hanging', () => {
    for (let seed = 1; seed <= 300; seed++) fuzzOne(seed, true);
  }, 600_000);

  it('150 seeded duels of the Extra Deck presets (Synchro, Xyz, Ritual + Fusion + Pendulum), every pairing: the same invariants', () => {
    const deck = (k: number) => ({ main: [...EXTRA_DECK_PRESETS[k]!.main], extra: [...(EXTRA_DECK_PRESETS[k]!.extra ?? [])] });
    const summons = new Map<string, number>();
    for (let seed = 1; seed <= 150; seed++) {
      const pair: FuzzDecks = [deck(seed % 3), deck(Math.floor(seed / 3) % 3)];
      const { winner, log } = fuzzDuel({ decks: pair, seed, effects: true, log: true });
      expect(winner, `seed ${seed} did not end in ${MAX_ACTIONS} actions`).not.toBeNull();
      for (const line of log) {
        const kind = /^(Synchro Summon|Xyz Summon|Pendulum Summon|Activate Polymerization|Activate Black Luster Ritual|Activate Black Magic Ritual)/.exec(line)?.[1];
        if (kind) summons.set(kind, (summons.get(kind) ?? 0) + 1);
      }
    }
    // Random play does reach each procedure these decks can make.
    expect([...summons.keys()].sort()).toEqual(expect.arrayContaining(['Activate Polymerization', 'Synchro Summon', 'Xyz Summon']));
  }, 240_000);

  it('the same seed gives the same log', () => {
    expect(fuzzOne(42).log).toEqual(fuzzOne(42).log);
    expect(fuzzOne(42).log).not.toEqual(fuzzOne(43).log);
  });
});

/**
 * The reliability harness in `npm test` (issue 14): a smaller fuzz than `npm run fuzz`, the seeds
 * that ever failed, golden counts of legal action sequences, and the shuffle's uniformity.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, legalActions, loadScenario, viewFor, type Action, type Duel } from '../engine';
import { seedRng, shuffle, type RngState } from '../engine/random';
import { ALL_PRESET_DECKS } from '../cards/decks';
import { chiSquare, chiSquareUpperTail } from './chiSquare';
import { GOLDEN_POSITIONS } from './goldenPositions';
import { decksFor, fuzzDuel, leakedNames } from './harness';

/** Duels per `npm test` run, as the issue asks of CI (about 100 s on this machine); `npm run fuzz` plays as many as asked. */
const CI_DUELS = 2000;
/** Every seed that ever failed `npm run fuzz`, kept for good. (Seed 33724 of the long run at bcce51d failed in the hidden-name check itself, not the engine; presets changed since, so it is kept as the scenario test below.) */
const REGRESSION_SEEDS: readonly number[] = [];

describe('fuzz: seeded random-legal duels over every preset deck', () => {
  it(`${CI_DUELS} duels keep every invariant (cards, zones, LP, JSON round trip, hidden names) and end`, () => {
    const pairs = new Set<string>();
    let roundTrips = 0;
    for (let seed = 1; seed <= CI_DUELS; seed++) {
      const report = fuzzDuel(seed);
      pairs.add(report.decks.join(' vs '));
      roundTrips += report.roundTrips;
      expect(report.winner).not.toBeNull();
    }
    // Every ordered pair of presets is played (the seeds walk through them in turn).
    expect(pairs.size).toBe(Math.min(CI_DUELS, ALL_PRESET_DECKS.length ** 2));
    expect(roundTrips).toBeGreaterThan(CI_DUELS);
  }, 600_000);

  it.each(REGRESSION_SEEDS.map((s) => [s]))('(regression) seed %i', (seed) => {
    expect(fuzzDuel(seed, { viewsEvery: 1 }).winner).not.toBeNull();
  });

  it('the hidden-name check finds a name the view should not hold, and not one the viewer may know', () => {
    const duel = loadScenario({ turn: 3, turnPlayer: 0, phase: 'main1', players: [{ hand: ['Celtic Guardian'], deck: ['Kuriboh'] }, { hand: ['Dark Magician'], deck: ['Kuriboh'], graveyard: ['Sangan'] }] });
    const view = viewFor(duel, 0);
    expect(leakedNames(duel, 0, view)).toEqual([]);
    const leaking = { ...view, players: [view.players[0], { ...view.players[1], hand: [{ name: 'Dark Magician' }] }] };
    expect(leakedNames(duel, 0, leaking)).toEqual(['Dark Magician']);
  });

  it('the hidden-name check: a Chain Link\'s card turned face-down by a later link stays known (long fuzz, seed 33724 at bcce51d)', () => {
    // Player 2 Normal Summons Goblindbergh, its Trigger becomes Chain Link 1, and Book of Moon (Chain
    // Link 2) turns it face-down: both players saw it activate, so the Chain may name it.
    let duel = loadScenario({ turn: 4, turnPlayer: 1, phase: 'main1', players: [{ deck: ['Kuriboh'] }, { hand: ['Goblindbergh', 'Book of Moon', 'Celtic Guardian'], deck: ['Kuriboh'] }] });
    const goblin = (d: Duel) => d.players[1].hand.find((id) => d.cards[id]!.passcode === '25259669')!;
    const find = (d: Duel, ok: (a: Action) => boolean) => legalActions(d).find(ok)!;
    const id = goblin(duel);
    duel = applyAction(duel, find(duel, (a) => a.type === 'normalSummon' && a.card === id));
    for (let i = 0; i < 8 && duel.flow.chain.length === 0; i++) duel = applyAction(duel, find(duel, (a) => (a.type === 'select' && 'option' in a && a.option === 'yes') || a.type === 'pass'));
    expect(duel.flow.chain.map((l) => l.card)).toEqual([id]);
    duel = applyAction(duel, find(duel, (a) => a.type === 'activate' && duel.cards[a.card]!.passcode === '14087893'));
    const faceUp = (d: Duel) => d.players[1].monsters.find((s) => s?.card === id)?.faceUp;
    for (let i = 0; i < 8 && faceUp(duel); i++) duel = applyAction(duel, find(duel, (a) => (a.type === 'select' && 'ids' in a && a.ids[0] === id) || a.type === 'pass'));
    expect(duel.flow.chain.map((l) => l.card)).toEqual([id]);
    expect(duel.players[1].monsters.find((s) => s?.card === id)?.faceUp).toBe(false);
    expect(JSON.stringify(viewFor(duel, 0).chain)).toContain('Goblindbergh');
    expect(leakedNames(duel, 0)).toEqual([]);
  });

  it('walks through every pair of presets, both orders', () => {
    const n = ALL_PRESET_DECKS.length;
    const seen = new Set(Array.from({ length: n * n }, (_, s) => decksFor(s).map((d) => d.name).join('|')));
    expect(seen.size).toBe(n * n);
  });
});

/** The number of legal action sequences of length `depth` (chess perft, for duels). */
function perft(duel: Duel, depth: number): number {
  if (depth === 0 || duel.winner !== null) return 1;
  let n = 0;
  for (const a of legalActions(duel)) n += perft(applyAction(duel, a), depth - 1);
  return n;
}

// Golden counts: frozen numbers that change only when what is legal changes. When one does, find
// out why before updating it. [position, depth 1, depth 2, depth 3]
const GOLDEN: [string, number, number, number][] = [
  ['Normal Summon or Set a Level 4', 6, 14, 49],
  ['Tribute Summon with one Tribute', 8, 34, 117],
  ['Tribute Summon with two Tributes', 11, 57, 228],
  ['Flip Summon and position change', 4, 13, 47],
  ['Battle Phase: attackers and targets', 6, 23, 78],
  ['direct attack on an empty field', 3, 8, 21],
  ['Set Spells and Traps', 6, 29, 123],
  ['Trap Hole answers a Normal Summon', 4, 10, 28],
  ['Mirror Force answers an attack', 4, 11, 30],
  ['Chain: Mystical Space Typhoon against a Set card', 4, 7, 15],
  ['Spell Speed 2 in the opponent turn: Waboku', 3, 6, 15],
  ['Damage Step: Kuriboh from the hand', 3, 10, 26],
  ['Monster Reborn: targets in both Graveyards', 4, 12, 34],
  ['Dark Hole with monsters on both sides', 5, 20, 77],
  ['Equip Spell: Legendary Sword', 6, 25, 94],
  ['Field Spell: Yami', 7, 35, 135],
  ['Scapegoat: four Tokens', 4, 8, 23],
  ['Cyber Dragon by its own procedure', 4, 11, 42],
  ['hand size: discard at the End Phase', 11, 17, 68],
  ['Pot of Greed and Graceful Charity', 8, 47, 213],
  ['Change of Heart takes a monster', 5, 20, 78],
  ['Solemn Judgment against a Summon', 4, 10, 29],
  ['Sangan in battle: a Trigger after destruction', 3, 15, 40],
  ['Ultimate Offering: a second Normal Summon for LP', 7, 18, 44],
];

describe('golden counts: legal action sequences to depth 3 from fixed positions', () => {
  it('the table covers every position', () => {
    expect(GOLDEN.map(([name]) => name).sort()).toEqual(Object.keys(GOLDEN_POSITIONS).sort());
    expect(GOLDEN.length).toBeGreaterThanOrEqual(20);
  });

  it.each(GOLDEN)('%s: %i / %i / %i', (name, d1, d2, d3) => {
    const duel = loadScenario(GOLDEN_POSITIONS[name]!);
    expect([perft(duel, 1), perft(duel, 2), perft(duel, 3)]).toEqual([d1, d2, d3]);
  });
});

describe('the shuffle is uniform', () => {
  it('χ² tail function: known critical values', () => {
    expect(chiSquareUpperTail(3.841, 1)).toBeCloseTo(0.05, 3);
    expect(chiSquareUpperTail(23.209, 10)).toBeCloseTo(0.01, 3);
    expect(chiSquareUpperTail(62.428, 39)).toBeCloseTo(0.01, 3);
    expect(chiSquareUpperTail(1606.6, 1560)).toBeGreaterThan(0.1);
  });

  it('10^5 shuffles of a 40-card Deck: each card lands in each position equally often (χ², p > 0.01)', () => {
    const SHUFFLES = 100_000;
    const N = 40;
    const cards = Array.from({ length: N }, (_, i) => i);
    // counts[position][card]
    const counts = Array.from({ length: N }, () => new Array<number>(N).fill(0));
    let rng: RngState = seedRng(20261124);
    for (let s = 0; s < SHUFFLES; s++) {
      let deck: number[];
      [deck, rng] = shuffle(cards, rng);
      deck.forEach((card, position) => counts[position]![card]!++);
    }
    const expected = SHUFFLES / N;
    const perPosition = counts.map((row) => chiSquareUpperTail(chiSquare(row, expected), N - 1));
    const total = counts.reduce((sum, row) => sum + chiSquare(row, expected), 0);
    const overall = chiSquareUpperTail(total, N * (N - 1));
    // The whole table at p > 0.01, and each position at p > 0.01 / 40 (40 tests at once: Bonferroni).
    expect(overall).toBeGreaterThan(0.01);
    expect(Math.min(...perPosition)).toBeGreaterThan(0.01 / N);
    console.info(`shuffle χ²: overall p = ${overall.toFixed(3)}, smallest per-position p = ${Math.min(...perPosition).toFixed(4)}, positions at p > 0.01: ${perPosition.filter((p) => p > 0.01).length}/${N}`);
  });
});

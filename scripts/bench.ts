/**
 * Headless benchmark: plays seeded random-legal duels through the engine's public surface only
 * (createDuel / legalActions / applyAction), for two match-ups:
 *   - vanilla:  the two Normal Monster presets ("Spellcaster's Command" vs "Dragon's Roar");
 *   - starter:  Starter Deck: Yugi vs Starter Deck: Kaiba (50 cards each, Spells, Traps, effects),
 *               each Deck going first in turn;
 *   - synchro-xyz, rites-synchro: the Extra Deck presets ("Junk Tuning" vs "Rank and File",
 *               "Rites and Fusions" vs "Junk Tuning"), each Deck going first in turn;
 *   - goat:     the GOAT presets in the GOAT format, every ordered pair of them in turn (Goat
 *               Control vs Chaos Turbo, ...), so each deck goes first as often as second.
 * For each it prints duels per second, actions per second, and the median and 99th percentile
 * applyAction time, plus the machine's load average (figures from a busy machine are not comparable;
 * duels per CPU-second, also printed, is less sensitive to other work on the machine).
 *
 *   npm run bench [-- --duels 500 --seed 1 --only vanilla|starter|synchro-xyz|rites-synchro|goat]
 *   npm run bench -- --against <git-ref>   (ratios against a ref in the same run: bench-against.ts)
 */
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { applyAction, createDuel, legalActions, type DeckList, type Duel, type FormatId } from '../src/engine';
import { randomInt, seedRng, type RngState } from '../src/engine/random';
import { GOAT_PRESETS, PRESET_DECKS, RITUAL_FUSION_PRESET, STARTER_DECK_KAIBA, STARTER_DECK_YUGI, SYNCHRO_PRESET, XYZ_PRESET, type PresetDeck } from '../src/cards/decks';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const duels = Number(arg('duels') ?? 500);
const seed = Number(arg('seed') ?? 1);
const only = arg('only');

interface Matchup {
  readonly key: string;
  readonly decks: readonly [PresetDeck, PresetDeck];
  /** Who goes first in the i-th duel (undefined: the seeded coin toss). */
  readonly firstPlayer: (i: number) => 0 | 1 | undefined;
  /** The format the duels play by (absent: Advanced). */
  readonly format?: FormatId;
  /** The decks of the i-th duel, when they change from duel to duel (absent: `decks`). */
  readonly decksOf?: (i: number) => readonly [PresetDeck, PresetDeck];
}

/** Every ordered pair of different decks, one after another: the i-th duel plays pair i mod n. */
const orderedPairs = (decks: readonly PresetDeck[]): (readonly [PresetDeck, PresetDeck])[] =>
  decks.flatMap((a) => decks.filter((b) => b !== a).map((b) => [a, b] as const));
const GOAT_PAIRS = orderedPairs(GOAT_PRESETS);

const MATCHUPS: readonly Matchup[] = [
  { key: 'vanilla', decks: [PRESET_DECKS[0]!, PRESET_DECKS[1]!], firstPlayer: () => undefined },
  { key: 'starter', decks: [STARTER_DECK_YUGI, STARTER_DECK_KAIBA], firstPlayer: (i) => (i % 2) as 0 | 1 },
  { key: 'synchro-xyz', decks: [SYNCHRO_PRESET, XYZ_PRESET], firstPlayer: (i) => (i % 2) as 0 | 1 },
  { key: 'rites-synchro', decks: [RITUAL_FUSION_PRESET, SYNCHRO_PRESET], firstPlayer: (i) => (i % 2) as 0 | 1 },
  { key: 'goat', decks: GOAT_PAIRS[0]!, decksOf: (i) => GOAT_PAIRS[i % GOAT_PAIRS.length]!, firstPlayer: () => 0, format: 'goat' },
];

const loadAverage = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};

const deckList = (p: PresetDeck): DeckList => ({ main: [...p.main], extra: [...(p.extra ?? [])] });

function playOne(m: Matchup, fixed: [DeckList, DeckList], i: number, applyTimes: number[] | null): number {
  let rng: RngState = seedRng(i ^ 0x5eed);
  const firstPlayer = m.firstPlayer(i);
  const pair = m.decksOf?.(i);
  const decks: [DeckList, DeckList] = pair ? [deckList(pair[0]), deckList(pair[1])] : fixed;
  let duel: Duel = createDuel({ decks, seed: i, ...(firstPlayer === undefined ? {} : { firstPlayer }), ...(m.format ? { format: m.format } : {}) });
  let actions = 0;
  while (duel.winner === null) {
    const legal = legalActions(duel);
    const [k, next] = randomInt(rng, legal.length);
    rng = next;
    if (applyTimes) {
      const t = performance.now();
      duel = applyAction(duel, legal[k]!);
      applyTimes.push(performance.now() - t);
    } else {
      duel = applyAction(duel, legal[k]!);
    }
    actions++;
  }
  return actions;
}

const percentile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

function bench(m: Matchup): void {
  const decks: [DeckList, DeckList] = [deckList(m.decks[0]), deckList(m.decks[1])];
  // Warm up the JIT, then time whole duels; apply times are sampled in a separate pass so the
  // timer calls do not weigh on the throughput figures.
  for (let i = 0; i < 50; i++) playOne(m, decks, 1_000_000 + i, null);
  const loadBefore = loadAverage();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  let totalActions = 0;
  for (let i = 0; i < duels; i++) totalActions += playOne(m, decks, seed + i, null);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const times: number[] = [];
  for (let i = 0; i < Math.min(duels, 100); i++) playOne(m, decks, seed + i, times);
  times.sort((a, b) => a - b);
  const us = (ms: number): string => `${(ms * 1000).toFixed(1)} µs`;

  const title = m.decksOf ? `the ${GOAT_PRESETS.length} GOAT presets, every ordered pair in turn` : `"${m.decks[0].name}" vs "${m.decks[1].name}"`;
  console.log(`[${m.key}] ${title}: ${duels} duels (seed ${seed})`);
  // Per CPU-second: what one idle core would do (the wall-clock figure drops when the machine is busy).
  console.log(`  duels per second:   ${(duels / seconds).toFixed(1)} (${(duels / cpuSeconds).toFixed(1)} per CPU-second)`);
  console.log(`  actions per second: ${(totalActions / seconds).toFixed(0)} (${(totalActions / duels).toFixed(1)} actions per duel)`);
  console.log(`  applyAction:        median ${us(percentile(times, 0.5))}, p99 ${us(percentile(times, 0.99))} (${times.length} actions sampled)`);
  console.log(`  load average:       ${loadBefore} before, ${loadAverage()} after (${cpus().length} CPUs)`);
}

if (arg('against')) await import('./bench-against');
else for (const m of MATCHUPS) if (!only || only === m.key) bench(m);

/**
 * Headless benchmark: plays seeded random-legal duels with the two preset decks through the
 * engine's public surface only (createDuel / legalActions / applyAction) and prints duels per
 * second, actions per second and the median applyAction time.
 *
 *   npm run bench [-- --duels 500 --seed 1]
 */
import { applyAction, createDuel, legalActions, type Duel } from '../src/engine';
import { randomInt, seedRng, type RngState } from '../src/engine/random';
import { PRESET_DECKS } from '../src/cards/decks';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const duels = arg('duels', 500);
const seed = arg('seed', 1);
const decks = [{ main: [...PRESET_DECKS[0]!.main] }, { main: [...PRESET_DECKS[1]!.main] }] as [{ main: string[] }, { main: string[] }];

function playOne(duelSeed: number, applyTimes: number[] | null): number {
  let rng: RngState = seedRng(duelSeed ^ 0x5eed);
  let duel: Duel = createDuel({ decks, seed: duelSeed });
  let actions = 0;
  while (duel.winner === null) {
    const legal = legalActions(duel);
    const [i, next] = randomInt(rng, legal.length);
    rng = next;
    if (applyTimes) {
      const t = performance.now();
      duel = applyAction(duel, legal[i]!);
      applyTimes.push(performance.now() - t);
    } else {
      duel = applyAction(duel, legal[i]!);
    }
    actions++;
  }
  return actions;
}

// Warm up the JIT, then time whole duels; apply times are sampled in a separate pass so the
// timer calls do not weigh on the throughput figures.
for (let i = 0; i < 50; i++) playOne(1_000_000 + i, null);
const start = performance.now();
let totalActions = 0;
for (let i = 0; i < duels; i++) totalActions += playOne(seed + i, null);
const seconds = (performance.now() - start) / 1000;
const times: number[] = [];
for (let i = 0; i < Math.min(duels, 100); i++) playOne(seed + i, times);
times.sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)] ?? 0;

console.log(`duels:            ${duels} (seed ${seed}, presets "${PRESET_DECKS[0]!.name}" vs "${PRESET_DECKS[1]!.name}")`);
console.log(`duels per second: ${(duels / seconds).toFixed(1)}`);
console.log(`actions per second: ${(totalActions / seconds).toFixed(0)} (${(totalActions / duels).toFixed(1)} actions per duel)`);
console.log(`median applyAction: ${(median * 1000).toFixed(1)} µs`);

/**
 * The long fuzz (issue 14): seeded random-legal duels over every preset deck with the invariants of
 * src/reliability/harness.ts. Prints progress every 1,000 duels and each failing seed (keep it as a
 * regression row in src/reliability/reliability.test.ts); exits 1 if any duel failed.
 *
 *   npm run fuzz -- --duels 100000 --seed 1      (CPU-heavy: run it with nice -n 19 on a shared machine)
 */
import { fuzzDuel, FuzzFailure } from '../src/reliability/harness';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const duels = arg('duels', 2000);
const first = arg('seed', 1);

const started = Date.now();
let actions = 0;
let roundTrips = 0;
const failures: string[] = [];
for (let n = 0; n < duels; n++) {
  const seed = first + n;
  try {
    const report = fuzzDuel(seed);
    actions += report.actions;
    roundTrips += report.roundTrips;
  } catch (e) {
    const text = e instanceof FuzzFailure ? e.message : `seed ${seed}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
    failures.push(text);
    console.log(`FAILED ${text}`);
  }
  if ((n + 1) % 1000 === 0 || n + 1 === duels) {
    const s = (Date.now() - started) / 1000;
    console.log(`${n + 1}/${duels} duels (seeds ${first}..${seed}), ${actions} actions, ${roundTrips} JSON round trips, ${failures.length} failed, ${s.toFixed(0)} s`);
  }
}
if (failures.length) {
  console.log(`\n${failures.length} failing seeds:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`All ${duels} duels kept every invariant.`);

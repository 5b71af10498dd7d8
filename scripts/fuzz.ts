/**
 * The long fuzz (issue 14): seeded random-legal duels over every preset deck with the invariants of
 * src/reliability/harness.ts. Prints progress every 1,000 duels and each failing seed (keep it as a
 * regression row in src/reliability/reliability.test.ts); exits 1 if any duel failed.
 * With `--secrets 1`, each seed also plays the secrets duel of src/reliability/secrets.ts (issue 37):
 * every view of both players at every action searched for hidden names and passcodes, checked for
 * ids seen before, and compared with the views of the same duel with its hidden cards swapped.
 *
 *   npm run fuzz -- --duels 100000 --seed 1      (CPU-heavy: run it with nice -n 19 on a shared machine)
 *   npm run fuzz -- --duels 2000 --secrets 1
 */
import { fuzzDuel, FuzzFailure } from '../src/reliability/harness';
import { secretsDuel } from '../src/reliability/secrets';

const arg = (name: string, fallback: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
};
const duels = arg('duels', 2000);
const first = arg('seed', 1);
const secrets = arg('secrets', 0) === 1;

const started = Date.now();
let actions = 0;
let roundTrips = 0;
let views = 0;
const failures: string[] = [];
for (let n = 0; n < duels; n++) {
  const seed = first + n;
  try {
    const report = fuzzDuel(seed);
    actions += report.actions;
    roundTrips += report.roundTrips;
    if (secrets) views += secretsDuel(seed).views;
  } catch (e) {
    const text = e instanceof FuzzFailure ? e.message : `seed ${seed}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
    failures.push(text);
    console.log(`FAILED ${text}`);
  }
  if ((n + 1) % 1000 === 0 || n + 1 === duels) {
    const s = (Date.now() - started) / 1000;
    console.log(`${n + 1}/${duels} duels (seeds ${first}..${seed}), ${actions} actions, ${roundTrips} JSON round trips${secrets ? `, ${views} views checked for secrets` : ''}, ${failures.length} failed, ${s.toFixed(0)} s`);
  }
}
if (failures.length) {
  console.log(`\n${failures.length} failing seeds:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`All ${duels} duels kept every invariant.`);

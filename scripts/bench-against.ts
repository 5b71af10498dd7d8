/**
 * Speed as a ratio against a git ref, measured in the same run (absolute figures on a shared
 * machine swing 2× with its load; a ratio of interleaved rounds does not):
 *
 *   npm run bench -- --against <git-ref> [--rounds 7 --vanilla 150 --starter 40 --seed 1 --only vanilla|starter|starter-passcodes --npm-ci]
 *
 * `starter-passcodes` plays the Starter duels with both decks spelt by passcodes (as a .ydk file
 * spells them), `starter` with names.
 *
 * Checks the ref out in a temporary `git worktree` (its node_modules a symlink to ours when the
 * runtime dependencies it locks are the same, else its own `npm ci`), starts one warm worker per side
 * (bench-worker.ts: the public surface only, so older commits work), and plays the same seeded duels
 * on both, interleaved ref/current with the order swapped every round. Prints each side's duels/s
 * per round, the median ratio, and the load average; removes the worktree afterwards.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reply } from './bench-worker';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ref = arg('against');
if (!ref) throw new Error('usage: npm run bench -- --against <git-ref>');
const rounds = Number(arg('rounds') ?? 7);
const perRound = { vanilla: Number(arg('vanilla') ?? 150), starter: Number(arg('starter') ?? 40), 'starter-passcodes': Number(arg('starter') ?? 40) };
const seed = Number(arg('seed') ?? 1);
const only = arg('only');
const matchups = (['vanilla', 'starter', 'starter-passcodes'] as const).filter((m) => !only || only === m);

const git = (...args: string[]): string => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
const loadAverage = (): string => {
  try {
    return readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
  } catch {
    return 'unknown';
  }
};
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The locked versions of the packages the engine needs at run time (package.json `dependencies`, transitively). */
function runtimeLock(lockText: string, pkgText: string): string {
  const lock = JSON.parse(lockText) as { packages: Record<string, { version?: string; dependencies?: Record<string, string> }> };
  const todo = Object.keys((JSON.parse(pkgText) as { dependencies?: Record<string, string> }).dependencies ?? {});
  const seen = new Map<string, string>();
  while (todo.length > 0) {
    const name = todo.pop()!;
    if (seen.has(name)) continue;
    const entry = lock.packages[`node_modules/${name}`];
    seen.set(name, entry?.version ?? 'missing');
    todo.push(...Object.keys(entry?.dependencies ?? {}));
  }
  return [...seen].sort(([a], [b]) => a.localeCompare(b)).map(([n, v]) => `${n}@${v}`).join(' ');
}

const sha = git('rev-parse', '--verify', `${ref}^{commit}`);
const head = git('rev-parse', '--short', 'HEAD');
const dirty = git('status', '--porcelain', '--', 'src', 'scripts') !== '';
const dir = mkdtempSync(join(tmpdir(), 'duelmat-bench-'));
const workers: ChildProcess[] = [];
let cleaned = false;
function cleanUp(): void {
  if (cleaned) return;
  cleaned = true;
  for (const w of workers) if (w.exitCode === null) w.kill();
  try {
    git('worktree', 'remove', '--force', dir);
  } catch {
    rmSync(dir, { recursive: true, force: true });
    git('worktree', 'prune');
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

git('worktree', 'add', '--detach', '--quiet', dir, sha);
const sameLock = (() => {
  try {
    const ours = readFileSync(join(repo, 'package-lock.json'), 'utf8');
    const theirs = readFileSync(join(dir, 'package-lock.json'), 'utf8');
    if (ours === theirs) return 'the lockfile is the same';
    const pkgOurs = readFileSync(join(repo, 'package.json'), 'utf8');
    const pkgTheirs = readFileSync(join(dir, 'package.json'), 'utf8');
    if (runtimeLock(ours, pkgOurs) === runtimeLock(theirs, pkgTheirs)) return 'the runtime dependencies locked are the same';
  } catch {
    // no lockfile: install
  }
  return null;
})();
if (sameLock && !process.argv.includes('--npm-ci') && existsSync(join(repo, 'node_modules'))) {
  symlinkSync(join(repo, 'node_modules'), join(dir, 'node_modules'), 'dir');
  console.log(`reference ${ref} (${sha.slice(0, 7)}) in ${dir}, node_modules linked (${sameLock})`);
} else {
  console.log(`reference ${ref} (${sha.slice(0, 7)}) in ${dir}: npm ci ...`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--ignore-scripts'], { cwd: dir, stdio: 'inherit' });
}

function start(root: string): Promise<ChildProcess> {
  const w = fork(join(repo, 'scripts', 'bench-worker.ts'), ['--root', root], { cwd: repo, execArgv: ['--import', 'tsx'] });
  workers.push(w);
  return new Promise((ok, fail) => {
    w.once('message', () => ok(w));
    w.once('exit', (code) => fail(new Error(`bench worker for ${root} exited (${code})`)));
  });
}
function ask(w: ChildProcess, matchup: string, duels: number, s: number): Promise<Reply> {
  return new Promise((ok) => {
    w.once('message', (r: Reply) => ok(r));
    w.send({ matchup, duels, seed: s });
  });
}

const sides = { ref: await start(dir), current: await start(repo) };
console.log(`current: ${head}${dirty ? ' + uncommitted changes' : ''}; ${cpus().length} CPUs, load average ${loadAverage()}`);
// Warm both up (JIT, memo tables) on duels outside the measured seeds.
for (const m of matchups) for (const w of [sides.ref, sides.current]) await ask(w, m, perRound[m], 1_000_000);

const summary: string[] = [];
for (const m of matchups) {
  console.log(`\n[${m}] ${perRound[m]} duels per side per round`);
  console.log('round  first    ref duels/s  current duels/s  ratio  (per CPU-s)  load');
  const ratios: number[] = [];
  const cpuRatios: number[] = [];
  let sameDuels = true;
  const actions = { ref: 0, current: 0 };
  for (let r = 0; r < rounds; r++) {
    const s = seed + r * perRound[m];
    const order = r % 2 === 0 ? (['ref', 'current'] as const) : (['current', 'ref'] as const);
    const got: Partial<Record<'ref' | 'current', Reply>> = {};
    for (const side of order) got[side] = await ask(sides[side], m, perRound[m], s);
    const a = got.ref!;
    const b = got.current!;
    if (a.checksum !== b.checksum) sameDuels = false;
    actions.ref += a.actions;
    actions.current += b.actions;
    const ratio = a.seconds / b.seconds;
    const cpuRatio = a.cpuSeconds / b.cpuSeconds;
    ratios.push(ratio);
    cpuRatios.push(cpuRatio);
    console.log(
      `${String(r + 1).padStart(5)}  ${order[0].padEnd(7)}  ${(perRound[m] / a.seconds).toFixed(1).padStart(11)}  ${(perRound[m] / b.seconds).toFixed(1).padStart(15)}  ` +
      `${ratio.toFixed(2).padStart(5)}× ${cpuRatio.toFixed(2).padStart(8)}×    ${loadAverage()}`,
    );
  }
  const line = `[${m}] median ratio current/ref: ${median(ratios).toFixed(2)}× (per CPU-second ${median(cpuRatios).toFixed(2)}×, min ${Math.min(...ratios).toFixed(2)}×, max ${Math.max(...ratios).toFixed(2)}×)`;
  console.log(line);
  const note = sameDuels
    ? `same duels on both sides (${(actions.ref / (rounds * perRound[m])).toFixed(1)} actions per duel)`
    : `the duels differ (rules changed since the ref): ${(actions.ref / (rounds * perRound[m])).toFixed(1)} actions per duel on ref, ${(actions.current / (rounds * perRound[m])).toFixed(1)} on current`;
  console.log(`  ${note}`);
  summary.push(`${line}; ${note}`);
}
console.log(`\nagainst ${ref} (${sha.slice(0, 7)}), current ${head}${dirty ? '+' : ''}, load average ${loadAverage()} (${cpus().length} CPUs)`);
for (const s of summary) console.log(s);
cleanUp();
process.exit(0);

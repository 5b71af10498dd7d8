/**
 * Behaviour fingerprint for speed work: plays seeded random-legal duels over every ordered preset
 * pair (the fuzz harness's `decksFor`, Extra Deck presets included) and hashes the JSON of every
 * state and every legal-action list. Two commits that print the same digest played every one of
 * those duels identically, action by action. A speed change must not change the digest.
 *
 *   npx tsx scripts/same-duels.ts [--duels 245 --seed 1 --out file]   (--out: one digest per duel)
 *   npx tsx scripts/same-duels.ts --compare a.txt b.txt                 (first duel that differs)
 *   npx tsx scripts/same-duels.ts --observable [...]                    (only what players see)
 *   npx tsx scripts/same-duels.ts --normalised [...]                    (states in one format)
 *
 * `--observable` hashes, instead of the state JSON, what must stay equal when the duel's data format
 * changes: every legal list, both players' views (`viewFor`) and the winner. A view carries the duel's
 * public state, so that state is hashed normalised (below). `--normalised` hashes every state's JSON
 * normalised and every legal list. Normalised: without `version`, and with what the flow waits for
 * (format 4's `responseTo`, `pending`, `replayAttacker` fields; format 5's waiting continuations on
 * `next`) as one list sorted by its JSON, format 8's `flow` record flattened and the keys sorted, so a duel
 * of any format hashes the same.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { applyAction, createDuel, legalActions, viewFor, type DeckList, type Duel } from '../src/engine';
import { randomInt, seedRng, type RngState } from '../src/engine/random';
import type { PresetDeck } from '../src/cards/decks';
import { decksFor, MAX_ACTIONS } from '../src/reliability/harness';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const observable = process.argv.includes('--observable');
const normalised = process.argv.includes('--normalised');

/** A duel's state with the flow's waiting state in one format-independent list (see the header). */
function normalise(state: Duel): unknown {
  // Format 8 keeps the flow's fields in one record: flattened, and the keys sorted, so that a duel of any format hashes the same.
  const { flow, ...top } = state as Duel & { flow?: object };
  const flat = { ...top, ...flow } as Record<string, unknown> & { next?: unknown[]; responseTo?: unknown[]; pending?: unknown; replayAttacker?: unknown };
  const { version: _, next = [], responseTo, pending, replayAttacker, ...rest } = flat;
  const waiting: unknown[] = [...next];
  if (responseTo && responseTo.length > 0) waiting.push({ kind: 'respondTo', events: responseTo });
  if (pending) waiting.push({ kind: 'choice', pending });
  if (replayAttacker) waiting.push({ kind: 'replay', attacker: replayAttacker });
  const entries = Object.entries({ ...rest, waiting: waiting.map((w) => JSON.stringify(w)).sort() });
  return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const viewText = (duel: Duel, p: 0 | 1): unknown => {
  const view = viewFor(duel, p);
  return { ...view, public: { ...view.public, state: normalise(view.public.state) } };
};

/** What is hashed of a state: its JSON, or (`--observable`) both players' views and the winner, or (`--normalised`) its normalised JSON. */
const stateText = (duel: Duel): string =>
  observable ? JSON.stringify([viewText(duel, 0), viewText(duel, 1), duel.winner]) : JSON.stringify(normalised ? normalise(duel) : duel);

const listOf = (d: PresetDeck): DeckList => ({ main: [...d.main], extra: [...(d.extra ?? [])] });

/** One duel's digest: every state's JSON and every legal list, in order, through one hash. */
function duelDigest(seed: number): { digest: string; actions: number } {
  const [a, b] = decksFor(seed);
  const hash = createHash('sha256');
  let rng: RngState = seedRng(seed * 2654435761 + 12345);
  let duel: Duel = createDuel({ decks: [listOf(a), listOf(b)], seed });
  let actions = 0;
  hash.update(stateText(duel));
  while (duel.winner === null && actions < MAX_ACTIONS) {
    const legal = legalActions(duel);
    hash.update(JSON.stringify(legal));
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    duel = applyAction(duel, legal[k]!);
    hash.update(stateText(duel));
    actions++;
  }
  return { digest: hash.digest('hex').slice(0, 16), actions };
}

function compare(fileA: string, fileB: string): void {
  const a = readFileSync(fileA, 'utf8').trim().split('\n');
  const b = readFileSync(fileB, 'utf8').trim().split('\n');
  const differ = a.filter((line, i) => line !== b[i]);
  console.log(a.length === b.length && differ.length === 0 ? `same: all ${a.length} duels` : `DIFFERENT: ${differ.length} of ${a.length} duels (${b.length} in the other), first ${differ[0] ?? '(length)'}`);
  if (differ.length || a.length !== b.length) process.exitCode = 1;
}

const compared = process.argv.indexOf('--compare');
if (compared >= 0) {
  compare(process.argv[compared + 1]!, process.argv[compared + 2]!);
} else {
  const duels = Number(arg('duels') ?? 245);
  const first = Number(arg('seed') ?? 1);
  const lines: string[] = [];
  const all = createHash('sha256');
  let total = 0;
  for (let seed = first; seed < first + duels; seed++) {
    const { digest, actions } = duelDigest(seed);
    total += actions;
    lines.push(`${seed} ${decksFor(seed).map((d) => d.id).join(' vs ')} ${actions} ${digest}`);
    all.update(digest);
  }
  const out = arg('out');
  if (out) writeFileSync(out, lines.join('\n') + '\n');
  console.log(`${duels} duels (seeds ${first}..${first + duels - 1}), ${total} actions: ${all.digest('hex').slice(0, 16)}`);
}

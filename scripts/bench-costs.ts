/**
 * Where an engine action's time goes: plays the bench's seeded random duels (the same duels as
 * `npm run bench`, through the public surface only) and times, separately, `createDuel`, each
 * `applyAction` by the kind of action applied, and each `legalActions` by where the duel stands
 * (prompt, response window, phase). Prints µs per call, calls per applied action and each kind's
 * share of the total. One warm-up pass first, then the measured pass over the same duels; absolute
 * figures swing with the machine's load, the shares much less.
 *
 *   npx tsx scripts/bench-costs.ts [--only vanilla|starter] [--duels 1000]
 */
import { applyAction, createDuel, currentPhase, legalActions, type Action, type Duel } from '../src/engine';
import { PRESET_DECKS, STARTER_DECK_KAIBA, STARTER_DECK_YUGI, type PresetDeck } from '../src/cards/decks';
import { chooser } from './chooser';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const MATCHUPS = {
  vanilla: { decks: [PRESET_DECKS[0]!, PRESET_DECKS[1]!], firstPlayer: (): 0 | 1 | undefined => undefined, duels: 1500 },
  starter: { decks: [STARTER_DECK_YUGI, STARTER_DECK_KAIBA], firstPlayer: (n: number): 0 | 1 | undefined => (n % 2) as 0 | 1, duels: 300 },
} as const satisfies Record<string, { decks: readonly [PresetDeck, PresetDeck]; firstPlayer: (n: number) => 0 | 1 | undefined; duels: number }>;

type Tally = Map<string, { calls: number; ms: number }>;
const add = (t: Tally, key: string, ms: number): void => {
  const e = t.get(key) ?? { calls: 0, ms: 0 };
  e.calls++;
  e.ms += ms;
  t.set(key, e);
};

const actionKind = (a: Action): string => (a.type === 'nextPhase' ? `nextPhase:${a.to}` : a.type);
const where = (duel: Duel): string => (duel.flow.prompt ? `prompt:${duel.flow.prompt.kind}` : duel.flow.window ? `window:${duel.flow.window.kind}` : currentPhase(duel));

/** Plays duels 1..n as the bench does (bench-worker.ts: same seeds and chooser), timing each call. */
function play(key: keyof typeof MATCHUPS, n: number): { create: number; applied: Tally; listed: Tally; actions: number } {
  const m = MATCHUPS[key];
  const applied: Tally = new Map();
  const listed: Tally = new Map();
  let create = 0;
  let actions = 0;
  for (let i = 1; i <= n; i++) {
    const pick = chooser(i ^ 0x5eed);
    const firstPlayer = m.firstPlayer(i);
    let t = performance.now();
    let duel = createDuel({ decks: [{ main: [...m.decks[0].main] }, { main: [...m.decks[1].main] }], seed: i, ...(firstPlayer === undefined ? {} : { firstPlayer }) });
    create += performance.now() - t;
    while (duel.winner === null) {
      const at = where(duel);
      t = performance.now();
      const legal = legalActions(duel);
      add(listed, at, performance.now() - t);
      const action = legal[pick(legal.length)]!;
      t = performance.now();
      duel = applyAction(duel, action);
      add(applied, actionKind(action), performance.now() - t);
      actions++;
    }
  }
  return { create, applied, listed, actions };
}

function report(key: keyof typeof MATCHUPS, n: number): void {
  play(key, n); // warm-up
  const { create, applied, listed, actions } = play(key, n);
  let total = create;
  for (const t of [applied, listed]) for (const e of t.values()) total += e.ms;
  const pct = (ms: number): string => `${((100 * ms) / total).toFixed(1)}%`.padStart(6);
  console.log(`\n[${key}] ${n} duels, ${(actions / n).toFixed(1)} actions per duel, ${((1000 * total) / actions).toFixed(2)} µs per action in all`);
  console.log(`  createDuel                      ${((1000 * create) / n).toFixed(1).padStart(7)} µs per duel        ${pct(create)}`);
  for (const [label, t] of [['applyAction', applied], ['legalActions', listed]] as const) {
    for (const [k, e] of [...t].sort((a, b) => b[1].ms - a[1].ms)) {
      console.log(`  ${label.padEnd(13)} ${k.padEnd(22)} ${((1000 * e.ms) / e.calls).toFixed(2).padStart(7)} µs  ${(e.calls / actions).toFixed(3)} per action  ${pct(e.ms)}`);
    }
  }
}

const only = arg('only');
for (const key of Object.keys(MATCHUPS) as (keyof typeof MATCHUPS)[]) {
  if (only && only !== key) continue;
  report(key, Number(arg('duels') ?? MATCHUPS[key].duels));
}

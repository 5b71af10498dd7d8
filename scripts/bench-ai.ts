/**
 * The computer players against each other (issue 11): seeded duels through the engine's public
 * surface, each player seeing only viewFor(duel, itself) and the legal list. Decks cycle through
 * every pair of presets (Starter Decks and the others); within each group of four duels the decks
 * and the seats (who goes first) are swapped in turn. Prints each win rate with its 95% Wilson
 * interval and the decision times (p50 / p95 / max) of the level under test.
 *
 *   npm run bench:ai [-- --duels 400 --seed 1 --only easy-random|normal-random|normal-greedy|hard-normal]
 *                    [--settings levels.json]  (the levels' settings; the shipped src/ai/settings.json by default)
 *                    [--first 0 --times times.json]  (split a run over processes; merge the times files)
 *                    [--log duels.tsv]  (one line per duel) [--work-log work.tsv]  (Hard's decisions: time and simulated actions)
 *                    [--pair A,B]  (only these two presets)  [--merge a.json,b.json]  (one line for split runs)
 *                    [--goat]  (the GOAT presets, in the GOAT format, instead of ALL_PRESET_DECKS)
 *
 * A settings file has the shape of src/ai/settings.json; a level or a setting it leaves out plays as
 * shipped, so `{ "hard": { "playouts": 16, "work": 80000 } }` tries a wider Hard against the shipped
 * Normal. The settings played are printed first.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { actionFromView, applyAction, createDuel, isHidden, legalActionsFor, viewFor, type Action, type DeckList, type Duel, type DuelView, type Player } from '../src/engine';
import { ALL_PRESET_DECKS as ADVANCED_PRESETS, GOAT_PRESETS } from '../src/cards/decks';
import { chooseAction, consideredActions, type Level } from '../src/ai';
import { Dice } from '../src/ai/random';
import { chooseHard, type HardTrace } from '../src/ai/hard';
import { readSettings, SETTINGS, type Settings } from '../src/ai/settings';
import { appliedSoFar } from '../src/ai/simulate';

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const duels = Number(arg('duels') ?? 400);
const seed = Number(arg('seed') ?? 1);
const only = arg('only');
/** The index of the first duel: a long run can be split over processes (`--first 200 --duels 200`). */
const first = Number(arg('first') ?? 0);
/** Writes the level's decision times (ms, JSON) to this file, to merge split runs. */
const timesFile = arg('times');
/** Writes one line per duel (index, result, decks, seat, turns) to this file, to see where a level loses. */
const logFile = arg('log');
const duelLog: string[] = [];
/**
 * Writes one line per decision of Hard (Hard vs Normal) to this file: duel, action index, ms, simulated
 * actions in all, in its one-step look, rounds of playouts begun and kept (the work bound drops a
 * round cut short), the first round's and the largest round's, contenders, legal actions.
 */
const workLogFile = arg('work-log');
/** `--goat`: the decks are the GOAT presets and the duels play by the GOAT format's rules. */
const goat = process.argv.includes('--goat');
const ALL_PRESET_DECKS = goat ? GOAT_PRESETS : ADVANCED_PRESETS;
const workLog: string[] = ['duel\taction\tms\twork\tlook\trounds\tkept\tfirstRound\tmaxRound\tcontenders\tlegal'];
let trace: HardTrace | undefined;
/** Duels that run this long are stopped and count as not won. */
const MAX_ACTIONS = 4000;

type Chooser = (view: DuelView, legal: readonly Action[], seed: number) => Action;

const random: Chooser = (_view, legal, s) => legal[new Dice(s).int(legal.length)]!;

/**
 * The greedy baseline: Normal Summons its strongest monster (Tributing its weakest), attacks
 * directly or when it wins the fight, activates nothing, and otherwise moves on.
 */
const greedy: Chooser = (view, legal) => {
  const me = view.viewer;
  const mine = view.players[me];
  const theirs = view.players[1 - me]!;
  const face = (id: string) => mine.hand.find((c) => !isHidden(c) && c.id === id) ?? null;
  const atkOf = (id: string): number => {
    for (const m of [...mine.monsters, ...theirs.monsters]) if (m && !isHidden(m.card) && m.card.id === id) return m.atk ?? 0;
    const f = face(id);
    return f && !isHidden(f) ? (f.atk ?? 0) : 0;
  };
  const summons = legal.filter((a): a is Extract<Action, { type: 'normalSummon' }> => a.type === 'normalSummon');
  if (summons.length > 0) {
    const worth = (a: (typeof summons)[number]) => atkOf(a.card) - a.tributes.reduce((s, t) => s + atkOf(t), 0) / 2;
    const bestSummon = summons.reduce((b, a) => (worth(a) > worth(b) ? a : b));
    if (worth(bestSummon) > 0) return bestSummon;
  }
  for (const a of legal) {
    if (a.type !== 'attack') continue;
    if (a.target === 'direct') return a;
    const target = theirs.monsters.find((m) => m && m.card.id === a.target);
    if (!target || !target.faceUp) continue;
    const mineAtk = atkOf(a.card);
    if (target.position === 'attack' ? mineAtk > (target.atk ?? 0) : mineAtk > (target.def ?? 0)) return a;
  }
  const phase = (to: string) => legal.find((a) => a.type === 'nextPhase' && a.to === to);
  if (view.phase === 'main1') return phase('battle') ?? phase('main2') ?? phase('end') ?? fallback(legal);
  return phase('main2') && view.phase === 'battle' ? phase('main2')! : phase('end') ?? fallback(legal);
};
const fallback = (legal: readonly Action[]): Action => legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'select') ?? legal.find((a) => a.type === 'nextPhase') ?? legal[0]!;

/** `--settings f.json`: the levels' settings (see the header), over the shipped ones. */
const settingsFile = arg('settings');
function settingsFrom(file: string): Settings {
  try {
    return readSettings(JSON.parse(readFileSync(file, 'utf8')) as unknown, SETTINGS);
  } catch (e) {
    console.error(`${file}: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
}
const settings: Settings = settingsFile ? settingsFrom(settingsFile) : SETTINGS;
console.error(`settings${settingsFile ? ` (${settingsFile} over the shipped ones)` : ' (shipped)'}: ${JSON.stringify(settings)}`);

const level = (l: Level): Chooser => (view, legal, s) => chooseAction(view, legal, { level: l, seed: s, settings });
/**
 * With `--work-log`, Hard goes through the same steps as `chooseAction` (`consideredActions`, then
 * `chooseHard` with its settings) so its work can be traced: the same choices, duel for duel.
 */
const tracedHard: Chooser = (view, legal, s) => {
  const candidates = consideredActions(view, legal);
  return candidates.length === 1 ? candidates[0]! : chooseHard(view, candidates, new Dice(s), settings.hard, undefined, trace);
};
const hard: Chooser = workLogFile ? tracedHard : level('hard');

interface Pairing {
  readonly key: string;
  readonly name: string;
  readonly player: Chooser;
  readonly against: Chooser;
}

const PAIRINGS: readonly Pairing[] = [
  { key: 'easy-random', name: 'Easy vs Random', player: level('easy'), against: random },
  { key: 'normal-random', name: 'Normal vs Random', player: level('normal'), against: random },
  { key: 'normal-greedy', name: 'Normal vs greedy', player: level('normal'), against: greedy },
  { key: 'hard-normal', name: 'Hard vs Normal', player: hard, against: level('normal') },
];

/** `--pair A,B`: only these two presets (indexes into `ALL_PRESET_DECKS`), e.g. a mirror match to see skill apart from deck strength. */
const onlyPair = arg('pair')?.split(',').map(Number) as [number, number] | undefined;
const DECK_PAIRS: [number, number][] = [];
for (let a = 0; a < ALL_PRESET_DECKS.length; a++) for (let b = a; b < ALL_PRESET_DECKS.length; b++) DECK_PAIRS.push([a, b]);
if (onlyPair) DECK_PAIRS.splice(0, DECK_PAIRS.length, onlyPair);

function playOne(p: Pairing, i: number, times: number[]): 'win' | 'loss' | 'draw' {
  const [a, b] = DECK_PAIRS[Math.floor(i / 4) % DECK_PAIRS.length]!;
  const swapDecks = i % 2 === 1;
  const seat: Player = (Math.floor(i / 2) % 2) as Player;
  // With its Extra Deck: three presets Synchro, Xyz or Fusion Summon from it.
  const deckOf = (k: number): DeckList => ({ main: [...ALL_PRESET_DECKS[k]!.main], extra: [...(ALL_PRESET_DECKS[k]!.extra ?? [])] });
  const testedDeck = deckOf(swapDecks ? b : a);
  const otherDeck = deckOf(swapDecks ? a : b);
  const decks: [DeckList, DeckList] = seat === 0 ? [testedDeck, otherDeck] : [otherDeck, testedDeck];
  let duel: Duel = createDuel({ decks, seed: seed * 100_003 + i, firstPlayer: 0, ...(goat ? { format: 'goat' as const } : {}) });
  const dice = new Dice(seed * 7919 + i);
  for (let n = 0; n < MAX_ACTIONS && duel.winner === null; n++) {
    const who = duel.flow.prompt ? duel.flow.prompt.player : duel.flow.window ? duel.flow.window.player : duel.turnPlayer;
    // Each side is given its view and its legal actions in its view's terms, as in the app.
    const legal = legalActionsFor(duel, who);
    const view = viewFor(duel, who);
    let action: Action;
    if (who === seat) {
      const traced = workLogFile !== undefined && p.key === 'hard-normal' && legal.length > 1;
      if (traced) trace = { look: 0, rounds: [], kept: 0, contenders: 0 };
      const work = appliedSoFar();
      const t = performance.now();
      action = p.player(view, legal, dice.seed());
      const ms = performance.now() - t;
      if (legal.length > 1) times.push(ms);
      if (traced && trace) workLog.push([i, n, ms.toFixed(1), appliedSoFar() - work, trace.look, trace.rounds.length, trace.kept, trace.rounds[0] ?? 0, Math.max(0, ...trace.rounds), trace.contenders, legal.length].join('\t'));
      trace = undefined;
    } else {
      action = p.against(view, legal, dice.seed());
    }
    duel = applyAction(duel, actionFromView(duel, who, action));
  }
  const result = duel.winner === seat ? 'win' : duel.winner === null || duel.winner === 'draw' ? 'draw' : 'loss';
  if (logFile) duelLog.push([i, result, ALL_PRESET_DECKS[swapDecks ? b : a]!.name, ALL_PRESET_DECKS[swapDecks ? a : b]!.name, seat, duel.turn, duel.players[seat].lp, duel.players[1 - seat]!.lp].join('\t'));
  return result;
}

/** Wilson score interval for a binomial proportion at 95%. */
function wilson(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.96;
  const p = wins / n;
  const centre = (p + (z * z) / (2 * n)) / (1 + (z * z) / n);
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`;
const percentile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;

function bench(p: Pairing): void {
  const times: number[] = [];
  let wins = 0;
  let draws = 0;
  const start = performance.now();
  for (let i = first; i < first + duels; i++) {
    const r = playOne(p, i, times);
    if (r === 'win') wins++;
    if (r === 'draw') draws++;
    // The duels so far, so a run stopped part-way can still be compared duel by duel.
    if (logFile && (i + 1 - first) % 25 === 0) writeFileSync(logFile, duelLog.join('\n') + '\n');
    if (workLogFile && (i + 1 - first) % 25 === 0) writeFileSync(workLogFile, workLog.join('\n') + '\n');
    if ((i + 1 - first) % 50 === 0 && i + 1 < first + duels) console.error(`  ${p.name}: ${wins}/${i + 1 - first} after ${((performance.now() - start) / 1000).toFixed(0)} s`);
  }
  times.sort((x, y) => x - y);
  if (timesFile) writeFileSync(timesFile, JSON.stringify({ wins, duels, times }));
  if (logFile) writeFileSync(logFile, duelLog.join('\n') + '\n');
  if (workLogFile) writeFileSync(workLogFile, workLog.join('\n') + '\n');
  const [lo, hi] = wilson(wins, duels);
  const ms = (x: number): string => `${x.toFixed(1)} ms`;
  console.log(`${p.name}: ${wins}/${duels} won = ${pct(wins / duels)} (95% CI ${pct(lo)}-${pct(hi)}), ${draws} unfinished/drawn`);
  console.log(`  decisions: ${times.length}, p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times[times.length - 1] ?? 0)}; ${((performance.now() - start) / 1000).toFixed(0)} s (${cpus().length} CPUs)`);
}

/** `--merge a.json,b.json`: one line for split runs of one pairing (their times files). */
function merge(files: readonly string[]): void {
  const parts = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as { wins: number; duels: number; times: number[] });
  const wins = parts.reduce((s, p) => s + p.wins, 0);
  const n = parts.reduce((s, p) => s + p.duels, 0);
  const times = parts.flatMap((p) => p.times).sort((x, y) => x - y);
  const [lo, hi] = wilson(wins, n);
  const ms = (x: number): string => `${x.toFixed(1)} ms`;
  console.log(`${wins}/${n} won = ${pct(wins / n)} (95% CI ${pct(lo)}-${pct(hi)})`);
  console.log(`  decisions: ${times.length}, p50 ${ms(percentile(times, 0.5))}, p95 ${ms(percentile(times, 0.95))}, max ${ms(times[times.length - 1] ?? 0)}`);
}

const mergeFiles = arg('merge');
if (mergeFiles) merge(mergeFiles.split(','));
else for (const p of PAIRINGS) if (!only || only === p.key) bench(p);

/**
 * The reliability harness (issue 14): seeded random-legal duels over every preset deck, played
 * through the engine's public surface only, with invariants checked after every action:
 * - every card a player owns is somewhere, once (Deck, hand, Extra Deck, Graveyard, banished, the
 *   zones, Xyz Materials included); Tokens only in a Monster Zone;
 * - zone limits: 5 Monster Zones, 5 Spell & Trap Zones, 1 Field Zone, 2 Pendulum Zones;
 * - LP rules: never negative; a player at 0 LP has lost (the duel is over);
 * - no exception; an unfinished duel always has a legal action; every duel ends;
 * - the duel's JSON round trip at random points continues identically (same legal actions, and the
 *   same duel after the next action);
 * - `viewFor(duel, p)` names none of the cards hidden from p, by name or passcode, anywhere (see
 *   secrets.ts, which also runs the swap and id checks on every view of its own duels).
 * `npm run fuzz -- --duels N --seed S` (scripts/fuzz.ts) runs it; `reliability.test.ts` runs a
 * smaller N in `npm test` and keeps every seed that ever failed as a regression row.
 */
import { applyAction, cardName, createDuel, legalActions, viewFor, type Action, type Duel, type Player } from '../engine';
import { cardByPasscode } from '../cards';
import { decksFor, listOf } from './pairings';
import { viewLeaks } from './secrets';

export { decksFor, listOf } from './pairings';
import { randomInt, seedRng, type RngState } from '../engine/random';

/** The most actions one duel may take before it counts as not ending. */
export const MAX_ACTIONS = 5000;

export interface FuzzReport {
  readonly seed: number;
  readonly decks: readonly [string, string];
  readonly actions: number;
  readonly winner: Player | 'draw';
  readonly roundTrips: number;
}

export class FuzzFailure extends Error {
  override readonly name = 'FuzzFailure';
  constructor(
    message: string,
    readonly seed: number,
  ) {
    super(message);
  }
}

const isToken = (duel: Duel, id: string): boolean => cardByPasscode(duel.cards[id]!.passcode)?.frame === 'token';

/** Every non-Token card each player owns, wherever it is, and the first thing out of place. */
function census(duel: Duel): { owned: [number, number]; problem: string | null } {
  const owned: [number, number] = [0, 0];
  const seen = new Set<string>();
  let problem: string | null = null;
  const visit = (id: string, where: string, monsterZone = false): void => {
    if (seen.has(id)) problem ??= `${cardName(duel, id)} (${id}) is in two places at once (${where})`;
    seen.add(id);
    const token = isToken(duel, id);
    if (token && !monsterZone) problem ??= `Token ${id} is in the ${where}`;
    if (!token) owned[duel.cards[id]!.owner]++;
  };
  for (const ps of duel.players) {
    for (const [where, pile] of [['Deck', ps.deck], ['hand', ps.hand], ['Extra Deck', ps.extra], ['Graveyard', ps.graveyard], ['banished', ps.banished]] as const) {
      for (const id of pile) visit(id, where);
    }
    for (const s of ps.monsters) {
      if (!s) continue;
      visit(s.card, 'Monster Zone', true);
      for (const m of s.materials) visit(m, 'Xyz Materials');
    }
    for (const s of ps.spellTraps) if (s) visit(s.card, 'Spell & Trap Zone');
    for (const s of [ps.field, ...ps.pendulum]) if (s) visit(s.card, 'Field or Pendulum Zone');
  }
  return { owned, problem };
}

/** The invariants after an action; returns what broke, or null. */
export function brokenInvariant(duel: Duel, start: readonly [number, number]): string | null {
  const { owned, problem } = census(duel);
  if (problem) return problem;
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    if (owned[p] !== start[p]) return `player ${p + 1} owns ${owned[p]} cards, started with ${start[p]}`;
    if (ps.monsters.length !== 5) return `player ${p + 1} has ${ps.monsters.length} Monster Zones`;
    if (ps.spellTraps.length !== 5) return `player ${p + 1} has ${ps.spellTraps.length} Spell & Trap Zones`;
    if (ps.pendulum.length !== 2) return `player ${p + 1} has ${ps.pendulum.length} Pendulum Zones`;
    if (!Number.isInteger(ps.lp) || ps.lp < 0) return `player ${p + 1} has ${ps.lp} LP`;
    if (ps.lp === 0 && duel.winner === null) return `player ${p + 1} is at 0 LP but the duel goes on`;
  }
  if (duel.winner === null && legalActions(duel).length === 0) return 'no legal action in an unfinished duel';
  return null;
}

/**
 * Names and passcodes of cards hidden from p that p's view shows anywhere, as substrings (prompt
 * reasons, log lines, events, the public state): see `viewLeaks` in secrets.ts.
 */
export function leakedNames(duel: Duel, p: Player, view: unknown = viewFor(duel, p)): string[] {
  return viewLeaks(duel, p, view);
}

const roundTrip = (duel: Duel): Duel => JSON.parse(JSON.stringify(duel)) as Duel;

/** One seeded random-legal duel with every invariant; throws FuzzFailure naming the seed and the action. */
export function fuzzDuel(seed: number, options: { viewsEvery?: number } = {}): FuzzReport {
  const [a, b] = decksFor(seed);
  let rng: RngState = seedRng(seed * 2654435761 + 12345);
  const fail = (what: string, i: number, action?: Action): never => {
    throw new FuzzFailure(`seed ${seed} (${a.name} vs ${b.name}), action ${i}${action ? ` ${JSON.stringify(action)}` : ''}: ${what}`, seed);
  };
  let duel: Duel;
  try {
    duel = createDuel({ decks: [listOf(a), listOf(b)], seed });
  } catch (e) {
    return fail(`createDuel threw: ${String(e)}`, 0);
  }
  const start = census(duel).owned;
  let roundTrips = 0;
  let i = 0;
  for (; i < MAX_ACTIONS && duel.winner === null; i++) {
    const legal = legalActions(duel);
    let k: number;
    [k, rng] = randomInt(rng, legal.length);
    const action = legal[k]!;
    let next: Duel;
    try {
      next = applyAction(duel, action);
    } catch (e) {
      return fail(`applyAction threw: ${e instanceof Error ? e.message : String(e)}`, i + 1, action);
    }
    // About one action in 25: the duel read back from JSON must go on exactly as the duel itself.
    let r: number;
    [r, rng] = randomInt(rng, 25);
    if (r === 0) {
      roundTrips++;
      const copy = roundTrip(duel);
      try {
        if (JSON.stringify(legalActions(copy)) !== JSON.stringify(legal)) fail('the JSON round trip changed the legal actions', i + 1, action);
        if (JSON.stringify(applyAction(copy, action)) !== JSON.stringify(next)) fail('the JSON round trip changed what the action did', i + 1, action);
      } catch (e) {
        if (e instanceof FuzzFailure) throw e;
        fail(`the duel read back from JSON threw: ${String(e)}`, i + 1, action);
      }
    }
    duel = next;
    const broken = brokenInvariant(duel, start);
    if (broken) fail(broken, i + 1, action);
    // Both players' views, after about one action in 5 (every action with `viewsEvery: 1`).
    let v: number;
    [v, rng] = randomInt(rng, options.viewsEvery ?? 5);
    if (v === 0) {
      for (const p of [0, 1] as const) {
        const leaked = leakedNames(duel, p);
        if (leaked.length) fail(`player ${p + 1}'s view names hidden cards: ${leaked.join(', ')}`, i + 1, action);
      }
    }
  }
  if (duel.winner === null) fail(`the duel did not end in ${MAX_ACTIONS} actions`, i);
  return { seed, decks: [a.name, b.name], actions: i, winner: duel.winner!, roundTrips };
}

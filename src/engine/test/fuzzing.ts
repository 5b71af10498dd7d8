/**
 * The random-play fuzzer shared by the fuzz tests: seeded duels played by picking uniformly among
 * `legalActions` and applying the pick with `applyAction` (the public surface only), with the
 * invariants checked after every action. A failure names the seed, the action's index and the
 * action, so it can be replayed with `replayFuzz`.
 */
import { applyAction, createDuel, decidingPlayer, describeAction, legalActions, type Action, type DeckList, type Duel } from '..';
import { cardByPasscode } from '../../cards';
import { randomInt, seedRng, type RngState } from '../random';
import type { Player } from '../constants';
import type { FormatId } from '../formatRules';

export type FuzzDecks = [DeckList, DeckList];

/** The most actions one fuzzed duel may take before it counts as not ending. */
export const MAX_ACTIONS = 5000;

const isToken = (duel: Duel, id: string): boolean => cardByPasscode(duel.cards[id]!.passcode)?.frame === 'token';

/** Cards a player owns, over every zone (Tokens, which come and go, are not counted). */
export function cardsOwned(duel: Duel, p: Player): number {
  return census(duel).owned[p];
}

/**
 * One pass over every zone: the cards each player owns (Tokens aside), and what is out of place
 * (a card standing in two places at once, a Token anywhere but a Monster Zone).
 */
function census(duel: Duel): { owned: [number, number]; misplaced: string | null } {
  const owned: [number, number] = [0, 0];
  const seen = new Set<string>();
  let misplaced: string | null = null;
  const visit = (id: string, monsterZone: boolean): void => {
    if (seen.has(id)) misplaced ??= `${id} stands in two places at once`;
    seen.add(id);
    const token = isToken(duel, id);
    if (token && !monsterZone) misplaced ??= `Token ${id} is outside a Monster Zone`;
    if (!token) owned[duel.cards[id]!.owner]++;
  };
  for (const ps of duel.players) {
    for (const pile of [ps.deck, ps.hand, ps.extra, ps.graveyard, ps.banished]) for (const id of pile) visit(id, false);
    for (const s of ps.monsters) {
      if (!s) continue;
      visit(s.card, true);
      // Xyz Materials are cards too (no longer on the field, but still owned).
      for (const m of s.materials) visit(m, false);
    }
    for (const s of ps.spellTraps) if (s) visit(s.card, false);
    for (const s of [ps.field, ...ps.pendulum]) if (s) visit(s.card, false);
  }
  return { owned, misplaced };
}

export interface InvariantOptions {
  /** The duel may hold Spells, Traps or Effect Monsters: LP may rise, and either player may be asked. */
  readonly effects: boolean;
  /** Names the duel in a failure message ("seed 12"). */
  readonly label: string;
}

/**
 * The invariants; a violation throws with what broke (plain checks: this runs after every action).
 * - each player owns as many cards as they started with, and no card stands in two places;
 * - Tokens only ever stand in a Monster Zone; 5 Monster and 5 Spell & Trap Zones each;
 * - LP never negative, and above the starting LP only through effects;
 * - without effects, nobody but the turn player is ever asked;
 * - no Chain left with nobody to act; an unfinished duel always has a legal action.
 */
export function checkInvariants(duel: Duel, start: readonly [number, number], { effects, label }: InvariantOptions): void {
  const fail = (what: string): never => {
    throw new Error(`${label}, turn ${duel.turn}: ${what}`);
  };
  const { owned, misplaced } = census(duel);
  for (const p of [0, 1] as const) {
    if (owned[p] !== start[p]) fail(`player ${p + 1} owns ${owned[p]} cards, started with ${start[p]}`);
    const ps = duel.players[p];
    if (ps.monsters.length !== 5 || ps.spellTraps.length !== 5) fail('zone count changed');
    // Above the starting LP only through an effect that gains LP (Dian Keto the Cure Master).
    if ((!effects && ps.lp > duel.startLp) || ps.lp < 0) fail(`LP ${ps.lp} out of bounds`);
  }
  if (misplaced) fail(misplaced);
  if (duel.winner === null) {
    const deciding = decidingPlayer(duel);
    // Without Spells and Traps nobody can respond, so nobody but the turn player is ever asked.
    if (!effects && deciding !== duel.turnPlayer) fail(`player ${deciding} asked during player ${duel.turnPlayer}'s turn`);
    if (duel.flow.chain.length > 0 && !duel.flow.window && !duel.flow.prompt) fail('a Chain is left unresolved with nobody to act');
    // legalActions is memoised per duel: the next pick reuses this list.
    if (legalActions(duel).length === 0) fail('no legal action in an unfinished duel');
  }
}

export interface FuzzOptions {
  readonly decks: FuzzDecks;
  readonly seed: number;
  readonly effects: boolean;
  readonly firstPlayer?: Player;
  /** The format the duel plays by (default Advanced). */
  readonly format?: FormatId;
  /** Seeds the action picks (default: derived from `seed`). */
  readonly pickSeed?: number;
  /** Keep each action's description in `log` (describeAction runs either way). */
  readonly log?: boolean;
  /** Stop after this many actions (replaying a failure up to the action that broke). */
  readonly maxActions?: number;
}

export interface FuzzResult {
  readonly duel: Duel;
  readonly winner: Duel['winner'];
  readonly log: string[];
  /** Every action applied, in order: enough to replay the duel with `replayFuzz`. */
  readonly actions: Action[];
}

/** Thrown when a fuzzed duel breaks: what broke, and the actions up to and including the failing one. */
export class FuzzFailure extends Error {
  constructor(
    message: string,
    readonly seed: number,
    readonly actions: readonly Action[],
    readonly error: unknown,
  ) {
    super(message);
  }
}

/** One seeded random-legal duel, checking invariants after every action. Throws FuzzFailure. */
export function fuzzDuel(options: FuzzOptions): FuzzResult {
  const { decks, seed, effects, firstPlayer, format } = options;
  const label = `seed ${seed}`;
  let duel = createDuel({ decks, seed, ...(firstPlayer === undefined ? {} : { firstPlayer }), ...(format === undefined ? {} : { format }) });
  const start: [number, number] = [cardsOwned(duel, 0), cardsOwned(duel, 1)];
  let rng: RngState = seedRng(options.pickSeed ?? seed * 7919 + 1);
  const log: string[] = [];
  const actions: Action[] = [];
  const limit = options.maxActions ?? MAX_ACTIONS;
  for (let i = 0; i < limit && duel.winner === null; i++) {
    const legal = legalActions(duel);
    const [k, next] = randomInt(rng, legal.length);
    rng = next;
    const action = legal[k]!;
    actions.push(action);
    try {
      const text = describeAction(duel, action);
      if (options.log) log.push(text);
      duel = applyAction(duel, action);
      checkInvariants(duel, start, { effects, label });
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new FuzzFailure(`${label}, action ${i + 1} (${JSON.stringify(action)}): ${why}`, seed, actions, error);
    }
  }
  if (options.log && duel.winner !== null) log.push(`${duel.winner}: ${duel.winReason}`);
  return { duel, winner: duel.winner, log, actions };
}

/** Replays recorded actions from a fresh duel (no invariant checks): the duel before the last one, and that action. */
export function replayFuzz(decks: FuzzDecks, seed: number, actions: readonly Action[], firstPlayer?: Player): { before: Duel; last: Action | undefined } {
  let duel = createDuel({ decks, seed, ...(firstPlayer === undefined ? {} : { firstPlayer }) });
  for (const action of actions.slice(0, -1)) duel = applyAction(duel, action);
  return { before: duel, last: actions.at(-1) };
}

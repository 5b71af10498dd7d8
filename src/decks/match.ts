/**
 * A Match: best 2 out of 3 Duels (rulebook v9.1 "Let the Duel Begin!" and "Preparing to Duel"),
 * as a pure state machine over plain, JSON-safe data. Every transition returns a new Match and
 * never changes its input; a call that is not allowed now throws a MatchError saying why.
 *
 *     coinToss --tossCoin--> choosingTurnOrder --chooseTurnOrder--> dueling
 *        ^                        ^                                   |
 *        | (last Duel a draw)     | (loser of the last Duel chooses)  | recordDuelResult
 *        +------------------------+------ siding <--------------------+--> over (2 wins, or the cap)
 *                                   (both players call side)
 *
 * - Before Duel 1 a coin is tossed with the seeded generator kept in the Match; its winner chooses
 *   to go first or second. Player 1 (index 0) takes heads. Every toss is recorded so a view can
 *   animate it.
 * - After a Duel its loser chooses; after a drawn Duel the coin is tossed again.
 * - Between Duels each player sides once (an empty list of swaps sides nothing). A swap moves one
 *   card from the Main or Extra Deck to the Side Deck and one card from the Side Deck to the Main
 *   Deck, or to the Extra Deck if it is a Fusion, Synchro or Xyz Monster. After the swaps every
 *   section must have as many cards as at the start of the Match, or the siding is refused.
 * - The Match ends when a player has 2 wins; a drawn Duel counts for neither. So that draws cannot
 *   make a Match endless, it also ends after MAX_DUELS Duels: then the player with more wins takes
 *   it, and equal wins make the Match a draw.
 * - Each Duel gets its own seed from the Match's generator, so a whole Match replays from its seed.
 *
 * - A Match is played in one format (formats.ts): every Duel of it is created in that format.
 *
 * The Match does not check deck legality (call `validateDeck` with the chosen format and list first)
 * and does not run Duels: `duelSetup` gives what `createDuel` needs, and the caller reports the result.
 */
import { cardByPasscode } from '../cards';
import { isExtraDeckMonster } from '../engine/card';
import { opponentOf, PLAYERS, type ByPlayer, type Player } from '../engine/constants';
import { DEFAULT_FORMAT, FORMAT_IDS, isFormatId, type FormatId } from '../engine/formatRules';
import { nextUint32, randomInt, seedRng, type RngState } from '../engine/random';
import { who } from '../engine/words';
import { copyDeck, parseDeck, SECTION_NAMES, sectionSizes, type CardLookup, type Deck, type SectionSizes } from './deck';
import { cards } from './words';

export const MATCH_PHASES = ['coinToss', 'choosingTurnOrder', 'dueling', 'siding', 'over'] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];

export const TURN_ORDERS = ['first', 'second'] as const;
export type TurnOrder = (typeof TURN_ORDERS)[number];

export const COIN_FACES = ['heads', 'tails'] as const;
export type CoinFace = (typeof COIN_FACES)[number];

/** A Duel's winner, or 'draw'. */
export type DuelOutcome = Player | 'draw';

/** Wins that take the Match. */
export const WINS_NEEDED = 2;
/** The most Duels one Match plays (room for two drawn Duels in a best of 3). */
export const MAX_DUELS = 5;
/** The most swaps one siding may list: more than every card of a legal deck. */
export const MAX_SWAPS = 90;

export interface CoinToss {
  /** The Duel (1-based) whose turn order the toss decides. */
  readonly beforeDuel: number;
  readonly face: CoinFace;
  readonly winner: Player;
}

export interface DuelResult {
  readonly duel: number;
  readonly firstPlayer: Player;
  readonly seed: number;
  readonly winner: DuelOutcome;
}

export interface CurrentDuel {
  readonly duel: number;
  readonly firstPlayer: Player;
  /** The seed to create this Duel with. */
  readonly seed: number;
}

export interface Match {
  readonly phase: MatchPhase;
  /** The format every Duel of the Match plays by; absent in a Match saved before formats ('advanced'). */
  readonly format?: FormatId;
  /** Each player's deck as it stands now (after siding). */
  readonly decks: ByPlayer<Deck>;
  /** Section sizes at the start of the Match, which siding must keep. */
  readonly startSizes: ByPlayer<SectionSizes>;
  readonly rng: RngState;
  readonly tosses: readonly CoinToss[];
  /** Who chooses the next Duel's turn order; null while a coin toss must decide it or in a Duel. */
  readonly chooser: Player | null;
  /** The Duel being played (phase 'dueling'), otherwise null. */
  readonly current: CurrentDuel | null;
  readonly results: readonly DuelResult[];
  /** Who has sided in the current break between Duels. */
  readonly sided: ByPlayer<boolean>;
  /** The Match's winner, or 'draw', once it is over. */
  readonly winner: DuelOutcome | null;
}

/** One swap between Duels: `out` leaves the Main or Extra Deck for the Side Deck, `in` takes its place. */
export interface SideSwap {
  readonly out: string;
  readonly in: string;
}

/** A transition that is not allowed now, with the reason in words. */
export class MatchError extends Error {
  override readonly name = 'MatchError';
}

// ---- queries ----

export const phase = (match: Match): MatchPhase => match.phase;

/** Who must choose to go first or second now; null when nobody (a coin toss is due, a Duel is on, ...). */
export const whoChooses = (match: Match): Player | null => (match.phase === 'choosingTurnOrder' ? match.chooser : null);

/** Duels won by each player; draws count for neither. */
export const matchScore = (match: Match): ByPlayer<number> => [
  match.results.filter((r) => r.winner === 0).length,
  match.results.filter((r) => r.winner === 1).length,
];

/** Drawn Duels so far. */
export const drawnDuels = (match: Match): number => match.results.filter((r) => r.winner === 'draw').length;

/** The Match's winner or 'draw' once it is over, else null. */
export const matchWinner = (match: Match): DuelOutcome | null => match.winner;

/** The most recent coin toss (for the view to animate), or null before the first. */
export const lastCoinToss = (match: Match): CoinToss | null => match.tosses.at(-1) ?? null;

/** The number of the Duel being played, or of the next one; the last one played once the Match is over. */
export const duelNumber = (match: Match): number =>
  match.current?.duel ?? (match.phase === 'over' ? match.results.length : match.results.length + 1);

export const deckOf = (match: Match, player: Player): Deck => match.decks[player];

/** The format the Match is played in. */
export const matchFormat = (match: Match): FormatId => match.format ?? DEFAULT_FORMAT;

/** What `createDuel` needs for the Duel being played: both decks, the Duel's seed, who goes first and the format. */
export function duelSetup(match: Match): { decks: ByPlayer<Deck>; seed: number; firstPlayer: Player; format: FormatId } {
  if (match.phase !== 'dueling' || !match.current) throw refusal('No Duel to set up', match);
  return { decks: [copyDeck(match.decks[0]), copyDeck(match.decks[1])], seed: match.current.seed, firstPlayer: match.current.firstPlayer, format: matchFormat(match) };
}

/** Where the Match stands, in words ("Player 2 is choosing to go first or second for Duel 2"). */
export function describeMatchPhase(match: Match): string {
  const n = duelNumber(match);
  switch (match.phase) {
    case 'coinToss':
      return `a coin toss decides who chooses the turn order for Duel ${n}`;
    case 'choosingTurnOrder':
      return `${who(match.chooser ?? 0)} is choosing to go first or second for Duel ${n}`;
    case 'dueling':
      return `Duel ${n} is being played`;
    case 'siding': {
      const waiting = PLAYERS.filter((p) => !match.sided[p]).map((p) => who(p));
      return `the players are siding before Duel ${n} (waiting for ${waiting.join(' and ')})`;
    }
    case 'over':
      return match.winner === 'draw' ? 'the Match is over: it is a draw' : `the Match is over: ${who(match.winner ?? 0)} won`;
  }
}

const refusal = (what: string, match: Match): MatchError => new MatchError(`${what}: ${describeMatchPhase(match)}`);

function checkPlayer(player: unknown): Player {
  if (player !== 0 && player !== 1) throw new MatchError(`There is no player ${JSON.stringify(player)}; players are 0 and 1`);
  return player;
}

// ---- transitions ----

/**
 * A new Match between two decks in a format ('advanced' when not given), waiting for the first coin
 * toss. The decks' shape is checked (not their legality) and their section sizes recorded for siding.
 */
export function newMatch(options: { decks: readonly [Deck, Deck]; seed: number; format?: FormatId }): Match {
  const { decks, seed, format = DEFAULT_FORMAT } = options;
  if (!Array.isArray(decks) || decks.length !== 2) throw new MatchError('A Match needs exactly two decks');
  if (!Number.isSafeInteger(seed)) throw new MatchError(`The Match's seed must be a whole number, not ${String(seed)}`);
  if (!isFormatId(format)) throw new MatchError(`There is no format ${JSON.stringify(format)}; the formats are ${FORMAT_IDS.join(', ')}`);
  const checked = PLAYERS.map((p) => {
    const parsed = parseDeck(decks[p]);
    if (!parsed.ok) throw new MatchError(`${who(p)}'s deck: ${parsed.error}`);
    return parsed.deck;
  }) as ByPlayer<Deck>;
  return {
    phase: 'coinToss',
    format,
    decks: checked,
    startSizes: [sectionSizes(checked[0]), sectionSizes(checked[1])],
    rng: seedRng(seed),
    tosses: [],
    chooser: null,
    current: null,
    results: [],
    sided: [false, false],
    winner: null,
  };
}

/** Tosses the coin; its winner is to choose the turn order. Only when a toss is due. */
export function tossCoin(match: Match): Match {
  if (match.phase !== 'coinToss') throw refusal('Cannot toss the coin now', match);
  const [index, rng] = randomInt(match.rng, COIN_FACES.length);
  const face = COIN_FACES[index] as CoinFace;
  const winner: Player = face === 'heads' ? 0 : 1;
  const toss: CoinToss = { beforeDuel: duelNumber(match), face, winner };
  return { ...match, phase: 'choosingTurnOrder', rng, tosses: [...match.tosses, toss], chooser: winner };
}

/** The chooser decides to go first or second; the next Duel starts (phase 'dueling'). */
export function chooseTurnOrder(match: Match, player: Player, order: TurnOrder): Match {
  if (match.phase !== 'choosingTurnOrder' || match.chooser === null) throw refusal('Cannot choose the turn order now', match);
  checkPlayer(player);
  if (player !== match.chooser) throw refusal(`${who(player)} cannot choose the turn order`, match);
  if (!TURN_ORDERS.includes(order)) throw new MatchError(`The turn order is 'first' or 'second', not ${JSON.stringify(order)}`);
  const [seed, rng] = nextUint32(match.rng);
  const firstPlayer = order === 'first' ? player : opponentOf(player);
  return { ...match, phase: 'dueling', rng, chooser: null, current: { duel: duelNumber(match), firstPlayer, seed } };
}

/** Records how the Duel being played ended; then siding, or the end of the Match. */
export function recordDuelResult(match: Match, winner: DuelOutcome): Match {
  if (match.phase !== 'dueling' || !match.current) throw refusal('No Duel result to record', match);
  if (winner !== 0 && winner !== 1 && winner !== 'draw') {
    throw new MatchError(`A Duel ends with winner 0, 1 or 'draw', not ${JSON.stringify(winner)}`);
  }
  const results = [...match.results, { ...match.current, winner }];
  const next: Match = { ...match, results, current: null };
  const [wins0, wins1] = matchScore(next);
  if (wins0 >= WINS_NEEDED || wins1 >= WINS_NEEDED || results.length >= MAX_DUELS) {
    const matchWinner: DuelOutcome = wins0 > wins1 ? 0 : wins1 > wins0 ? 1 : 'draw';
    return { ...next, phase: 'over', winner: matchWinner };
  }
  return { ...next, phase: 'siding', sided: [false, false], chooser: winner === 'draw' ? null : opponentOf(winner) };
}

/** The card's name for messages, or its passcode when the pool does not know it. */
const label = (passcode: string, lookup: CardLookup): string => lookup(passcode)?.name ?? passcode;

function checkSwaps(swaps: unknown): readonly SideSwap[] {
  if (!Array.isArray(swaps)) throw new MatchError('Siding takes a list of swaps');
  if (swaps.length > MAX_SWAPS) throw new MatchError(`Siding takes at most ${MAX_SWAPS} swaps, not ${swaps.length}`);
  swaps.forEach((swap: unknown, i) => {
    const s = swap as Partial<Record<keyof SideSwap, unknown>> | null;
    if (typeof s !== 'object' || s === null || typeof s.out !== 'string' || typeof s.in !== 'string') {
      throw new MatchError(`Swap ${i + 1} must name a card to take out and a card to put in`);
    }
  });
  return swaps as readonly SideSwap[];
}

/**
 * `player` sides for the next Duel: the swaps are applied in order, then every section must be
 * the size it was at the start of the Match. All or nothing: a refused siding changes nothing and
 * the player may try again. Once both players have sided, the next Duel's turn order is decided
 * (by its chooser, or a coin toss after a draw).
 */
export function side(match: Match, player: Player, swaps: readonly SideSwap[], lookup: CardLookup = cardByPasscode): Match {
  if (match.phase !== 'siding') throw refusal('Cannot side now', match);
  checkPlayer(player);
  if (match.sided[player]) throw refusal(`${who(player)} has already sided`, match);
  const deck = copyDeck(match.decks[player]);
  for (const [i, swap] of checkSwaps(swaps).entries()) {
    const at = `Swap ${i + 1}`;
    const from = deck.main.includes(swap.out) ? 'main' : deck.extra.includes(swap.out) ? 'extra' : null;
    if (!from) throw new MatchError(`${at}: ${label(swap.out, lookup)} is not in ${who(player)}'s Main or Extra Deck`);
    const sideIndex = deck.side.indexOf(swap.in);
    if (sideIndex < 0) throw new MatchError(`${at}: ${label(swap.in, lookup)} is not in ${who(player)}'s Side Deck`);
    const incoming = lookup(swap.in);
    const to = incoming && isExtraDeckMonster(incoming) ? 'extra' : 'main';
    const outIndex = deck[from].indexOf(swap.out);
    deck.side.splice(sideIndex, 1, swap.out);
    if (to === from) deck[from].splice(outIndex, 1, swap.in);
    else {
      deck[from].splice(outIndex, 1);
      deck[to].push(swap.in);
    }
  }
  const start = match.startSizes[player];
  const now = sectionSizes(deck);
  const changed = (['main', 'extra', 'side'] as const).filter((s) => now[s] !== start[s]);
  if (changed.length > 0) {
    const would = changed.map((s) => `the ${SECTION_NAMES[s]} with ${cards(now[s])}`).join(' and ');
    const was = changed.map((s) => `${SECTION_NAMES[s]} ${start[s]}`).join(', ');
    throw new MatchError(
      `${who(player)}'s siding would leave ${would}; each section must keep its size from the start of the Match (${was})`,
    );
  }
  const decks: ByPlayer<Deck> = player === 0 ? [deck, match.decks[1]] : [match.decks[0], deck];
  const sided: ByPlayer<boolean> = player === 0 ? [true, match.sided[1]] : [match.sided[0], true];
  if (!sided[0] || !sided[1]) return { ...match, decks, sided };
  return { ...match, decks, sided, phase: match.chooser === null ? 'coinToss' : 'choosingTurnOrder' };
}

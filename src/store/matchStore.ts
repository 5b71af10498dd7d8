import { create } from 'zustand';
import {
  chooseTurnOrder,
  duelSetup,
  matchFormat,
  MatchError,
  newMatch,
  recordDuelResult,
  side,
  tossCoin,
  type Deck,
  type DuelOutcome,
  type Match,
  type SideSwap,
  type TurnOrder,
} from '../decks';
import type { FormatId, Player } from '../engine';
import { z } from 'zod';
import { MAX_DUELS, parseDeck } from '../decks';
import { parseMatch } from '../decks/matchSchema';
import { wholeNumber } from '../engine/scenarioSchema';
import { newSeed, useDuelStore, type DuelEnd, type DuelOwner, type Mode } from './duelStore';
import { safeStorage } from './saveGame';
import { SET_ASIDE_KEYS, setAside } from './setAside';

/**
 * The running best-of-3 Match. The rules of the Match (coin toss, who chooses, siding, the score,
 * when it ends) are the decks library's `src/decks/match.ts`; this store only wires them to the
 * screens and to the duel store:
 * - each Duel is played on the mat through `useDuelStore.startDuel(mode, setup)` with the Match's
 *   decks, seed and first player and the Match as its owner (data: the Match's `generation` and the
 *   Duel's number); its end (a win, a draw or a surrender) comes back through `duelEnded`, which
 *   ./owners.ts calls, and is recorded with `recordDuelResult`;
 * - against the computer (player 1), the computer chooses to go first whenever it chooses, and
 *   sides nothing;
 * - leaving a Duel of the Match from the mat ("Leave duel") abandons the Match.
 */

/** One finished Duel, with why it ended in each player's words and for an onlooker. */
export interface DuelRecord {
  readonly duel: number;
  readonly winner: DuelOutcome;
  readonly reasons: readonly [string, string];
  readonly neutral: string;
}

export interface MatchStoreState {
  readonly match: Match | null;
  readonly mode: Mode;
  /** The Match's current Duel is on the mat. */
  readonly playing: boolean;
  readonly records: readonly DuelRecord[];
  /** Why the last request was refused (a MatchError message), for the screen. */
  readonly error: string | null;
  /** Bumped per Match, so the end of a Duel from an abandoned Match is ignored (a Duel's owner names it). */
  readonly generation: number;
  /** The decks the Match started with (for "again", and saved with it). */
  readonly startDecks: readonly [Deck, Deck] | null;

  /** A new Match in `format` ('advanced' when not given); every Duel of it plays by that format. */
  startMatch(mode: Mode, decks: readonly [Deck, Deck], seed?: number, format?: FormatId): boolean;
  toss(): void;
  choose(player: Player, order: TurnOrder): void;
  /** Puts the Duel that is set up (phase 'dueling') on the mat. */
  beginDuel(): void;
  /** Sides for `player`; false (with the reason in `error`) when the library refuses. */
  side(player: Player, swaps: readonly SideSwap[]): boolean;
  /** A new Match with the decks this one started with. */
  again(): void;
  /** Ends the Match and goes back to the start screen. */
  leave(): void;
  dismissError(): void;
  /** The end of a Duel this store started (its owner): recorded when it is the current Duel of this Match. */
  duelEnded(owner: Extract<DuelOwner, { kind: 'match' }>, end: DuelEnd): void;
  /**
   * Restores the Match saved in this browser (after a reload), and its Duel on the mat if one was
   * being played. False when there is none or it cannot be read (it is then set aside and the duel
   * store's `resumeProblem` says why).
   */
  resumeSaved(): boolean;
}

/** Where the running Match is saved after every change; the Duel on the mat is saved by the duel store. */
export const MATCH_SAVE_KEY = 'duelmat:match';
export const MATCH_SET_ASIDE_KEY = SET_ASIDE_KEYS.match;
const MATCH_SAVE_FORMAT = 'duelmat-match';
const MATCH_SAVE_VERSION = 1;
const storage = safeStorage();

const reason = z.string().max(300);
const matchSaveSchema = z.looseObject({
  format: z.literal(MATCH_SAVE_FORMAT, { error: `must be "${MATCH_SAVE_FORMAT}"` }),
  version: z.literal(MATCH_SAVE_VERSION, { error: `must be ${MATCH_SAVE_VERSION}` }),
  mode: z.enum(['computer', 'hotseat'], { error: 'must be "computer" or "hotseat"' }),
  playing: z.boolean({ error: 'must be true or false' }),
  match: z.unknown(),
  records: z
    .array(z.looseObject({ duel: wholeNumber(1, MAX_DUELS), winner: z.union([z.literal(0), z.literal(1), z.literal('draw')], { error: 'must be 0, 1 or "draw"' }), reasons: z.tuple([reason, reason]), neutral: reason }), { error: 'must be a list' })
    .max(MAX_DUELS),
  startDecks: z.tuple([z.unknown(), z.unknown()], { error: 'must be two decks' }),
});

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** The computer (player 1) takes its turn in the Match flow: it sides nothing and chooses to go first. */
function computerSteps(match: Match, mode: Mode): Match {
  if (mode !== 'computer') return match;
  let m = match;
  if (m.phase === 'siding' && !m.sided[1]) m = side(m, 1, []);
  if (m.phase === 'choosingTurnOrder' && m.chooser === 1) m = chooseTurnOrder(m, 1, 'first');
  return m;
}

export const useMatchStore = create<MatchStoreState>()((set, get) => {
  const attempt = (change: (m: Match) => Match): boolean => {
    const { match, mode } = get();
    if (!match) return false;
    try {
      set({ match: computerSteps(change(match), mode), error: null });
      return true;
    } catch (e) {
      if (e instanceof MatchError) {
        set({ error: e.message });
        return false;
      }
      throw e;
    }
  };

  const duelEnded = (owner: Extract<DuelOwner, { kind: 'match' }>, end: DuelEnd) => {
    const { match, mode, generation } = get();
    if (owner.generation !== generation || !match || match.current?.duel !== owner.duel) return;
    const record: DuelRecord = { duel: owner.duel, winner: end.winner, reasons: end.reasons, neutral: end.neutral };
    let next: Match;
    try {
      next = computerSteps(recordDuelResult(match, end.winner), mode);
    } catch (e) {
      set({ playing: false, error: message(e) });
      return;
    }
    set({ match: next, records: [...get().records, record], playing: false, error: null });
  };

  return {
    match: null,
    mode: 'computer',
    playing: false,
    records: [],
    error: null,
    generation: 0,
    startDecks: null,
    duelEnded,

    startMatch: (mode, decks, seed, format) => {
      set({ generation: get().generation + 1 });
      try {
        const match = newMatch({ decks: [decks[0], decks[1]], seed: seed ?? newSeed(), ...(format && { format }) });
        set({ match, mode, playing: false, records: [], error: null, startDecks: decks });
        return true;
      } catch (e) {
        set({ error: `Could not start the Match: ${message(e)}` });
        return false;
      }
    },

    toss: () => void attempt(tossCoin),

    choose: (player, order) => {
      if (attempt((m) => chooseTurnOrder(m, player, order))) get().beginDuel();
    },

    beginDuel: () => {
      const { match, mode } = get();
      if (!match || match.phase !== 'dueling' || !match.current || get().playing) return;
      const setup = duelSetup(match);
      set({ playing: true, error: null });
      useDuelStore.getState().startDuel(mode, {
        decks: [
          { main: setup.decks[0].main, extra: setup.decks[0].extra },
          { main: setup.decks[1].main, extra: setup.decks[1].extra },
        ],
        seed: setup.seed,
        firstPlayer: setup.firstPlayer,
        format: setup.format,
        owner: { kind: 'match', generation: get().generation, duel: match.current.duel },
      });
      if (useDuelStore.getState().screen !== 'duel') {
        set({ playing: false, error: useDuelStore.getState().error ?? 'The Duel could not be started.' });
      }
    },

    side: (player, swaps) => attempt((m) => side(m, player, swaps)),

    again: () => {
      const { mode, match, startDecks } = get();
      if (!startDecks) return;
      get().startMatch(mode, startDecks, undefined, match ? matchFormat(match) : undefined);
    },

    leave: () => {
      set({ match: null, playing: false, records: [], error: null, generation: get().generation + 1, startDecks: null });
      if (useDuelStore.getState().screen !== 'start') useDuelStore.getState().backToStart();
    },

    dismissError: () => set({ error: null }),

    resumeSaved: () => {
      const read = storage.read(MATCH_SAVE_KEY);
      if (!read.ok || read.value === null) return false;
      const refuse = (why: string) => {
        const problem = `The Match saved in this browser could not be resumed: ${why}. It was set aside.`;
        if (setAside(storage, 'match', read.value!, problem).key !== null) storage.remove(MATCH_SAVE_KEY);
        useDuelStore.setState({ resumeProblem: problem });
        return false;
      };
      let json: unknown;
      try {
        json = JSON.parse(read.value);
      } catch {
        return refuse('it is not JSON');
      }
      const parsed = matchSaveSchema.safeParse(json);
      if (!parsed.success) return refuse(`it is not a duelmat Match save (${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')} ${i.message}`).join('; ')})`);
      const saved = parsed.data;
      const readMatch = parseMatch(saved.match);
      if (!readMatch.ok) return refuse(`its Match cannot be read: ${readMatch.error}`);
      const decks = saved.startDecks.map((d) => parseDeck(d));
      const bad = decks.find((d) => !d.ok);
      if (bad && !bad.ok) return refuse(`its starting decks cannot be read: ${bad.error}`);
      const generation = get().generation + 1;
      const startDecks: [Deck, Deck] = [decks[0]!.ok ? decks[0]!.deck : emptyDeckOf(), decks[1]!.ok ? decks[1]!.deck : emptyDeckOf()];
      const match = readMatch.match;
      set({ match, mode: saved.mode, playing: false, records: saved.records as unknown as DuelRecord[], error: null, generation, startDecks });
      if (saved.playing && match.phase === 'dueling' && match.current) {
        set({ playing: true });
        if (!useDuelStore.getState().resumeSaved({ kind: 'match', generation, duel: match.current.duel })) set({ playing: false });
        // The Duel's save was lost or refused: the Match goes on from its screens, where the Duel can be begun again.
      }
      return true;
    },
  };
});

const emptyDeckOf = (): Deck => ({ name: 'Deck', main: [], extra: [], side: [] });

/**
 * Saves the Match after a change (./owners.ts calls it on every change of this store); no Match
 * removes the save. A storage that refuses is said once on the mat.
 */
export function saveMatch(now: MatchStoreState, before: MatchStoreState): void {
  if (now.match === before.match && now.playing === before.playing && now.records === before.records) return;
  if (!now.match) {
    storage.remove(MATCH_SAVE_KEY);
    return;
  }
  const save = { format: MATCH_SAVE_FORMAT, version: MATCH_SAVE_VERSION, mode: now.mode, playing: now.playing, match: now.match, records: now.records, startDecks: now.startDecks };
  const error = storage.write(MATCH_SAVE_KEY, JSON.stringify(save));
  if (error && useDuelStore.getState().storageProblem === null) {
    useDuelStore.setState({ storageProblem: `This Match cannot be saved in this browser (${error.words}), so a reload would lose it. You can play on.` });
  }
}

/** Who a player is on the Match screens: "You"/"Opponent" against the computer, else "Player N". */
export function matchPlayerName(mode: Mode, player: Player): string {
  if (mode === 'hotseat') return `Player ${player + 1}`;
  return player === 0 ? 'You' : 'Opponent';
}

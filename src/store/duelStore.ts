import { create } from 'zustand';
import {
  applyAction,
  concede,
  createDuel,
  decidingPlayer,
  describeAction,
  IllegalActionError,
  legalActions,
  loadScenario,
  opponentOf,
  viewFor,
  type Action,
  type ByPlayer,
  type Duel,
  type DeckList,
  type DuelView,
  type Player,
  type Scenario,
} from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { chooseAction, type ChooseOptions } from '../ai';
import { thinkInWorker } from '../ai/client';
import { nextUint32, seedRng, type RngState } from '../engine/random';
import { useSettingsStore } from './settingsStore';
import { buildInteraction, NO_INTERACTION, type Interaction } from './interaction';
import { shareEqual } from './shareEqual';

/**
 * The running duel. Wraps the pure engine: every change goes through `applyAction`, and the view
 * reads `viewFor(duel, viewer)` only, so nothing the viewer may not know reaches the screen.
 *
 * Modes:
 * - 'computer': the human is player 0 and moves first; player 1 is the computer (src/ai) at the
 *   level chosen in the settings. It thinks in a Web Worker (in this thread where there is none),
 *   each move after a pause a player can follow (`aiDelayMs`; none with the Fast computer setting).
 * - 'hotseat': two people share the screen. The viewer is whoever must decide; when that changes to
 *   the other person, `handoverTo` is set and the view shows a "pass the device" cover instead of
 *   the mat until they confirm. Player 0 ("Player 1" on screen) moves first.
 *
 * The log keeps every line in both players' words (`text[viewer]`), so each player only ever sees
 * their own side's version: "You Set Celtic Guardian" for one, "Opponent Sets a monster" for the other.
 */
export type Mode = 'computer' | 'hotseat';
export type Screen = 'start' | 'duel';

/** How a duel ended: its winner (or 'draw') and why, in each player's words and for an onlooker. */
export interface DuelEnd {
  readonly winner: Player | 'draw';
  /** `reasons[p]` is the reason as player p reads it ("Your LP reached 0", "You surrendered"). */
  readonly reasons: ByPlayer<string>;
  /** The reason for an all-seeing reader ("Player 1's LP reached 0"), for hotseat screens. */
  readonly neutral: string;
}

/**
 * What a duel is played with. Without a setup, `startDuel` uses the first two preset decks, a
 * random (or `?seed=`) seed and player 0 going first. A Match passes its decks, its Duel's seed and
 * who goes first, and `onEnd` to learn the result (called once: a win, a draw or a surrender).
 * A position (`scenario`, see ./position.ts) starts mid-game instead, as `loadScenario` sets it up.
 */
export type DuelSetup = DeckSetup | PositionSetup;

export interface DeckSetup {
  readonly decks: readonly [DeckList, DeckList];
  readonly seed?: number;
  readonly firstPlayer?: Player;
  readonly onEnd?: (end: DuelEnd) => void;
}

export interface PositionSetup {
  readonly scenario: Scenario;
  readonly onEnd?: (end: DuelEnd) => void;
}

export interface LogEntry {
  readonly id: number;
  readonly turn: number;
  /** Who acted (null for lines the duel itself writes). */
  readonly actor: Player | null;
  /** The action in words, as each player may know it. */
  readonly text: ByPlayer<string>;
  /** What it did (view events), as each player may know it. */
  readonly events: ByPlayer<readonly string[]>;
}

export interface DuelStoreState {
  readonly screen: Screen;
  readonly mode: Mode;
  /** Counts started duels, so the view can start fresh on a rematch. */
  readonly duelId: number;
  readonly duel: Duel | null;
  /** The player whose view is on screen. */
  readonly viewer: Player;
  readonly view: DuelView | null;
  /** What the viewer may do now (empty when it is not their move). */
  readonly interaction: Interaction;
  /** Hotseat: the player the device must be passed to before the mat is shown again. */
  readonly handoverTo: Player | null;
  /** Computer mode: the computer is choosing its move. */
  readonly thinking: boolean;
  readonly log: readonly LogEntry[];
  /** Why the last action was refused, shown to the user. */
  readonly error: string | null;
  /** The computer's thinking pause per action, in ms. */
  readonly aiDelayMs: number;
  /** The player who surrendered this duel (it is then over), or null. */
  readonly surrenderedBy: Player | null;

  startDuel(mode: Mode, setup?: DuelSetup): void;
  /**
   * The player on screen gives up (against the computer, always the human): the duel ends at
   * once as a loss for them. The view asks for confirmation first.
   */
  surrender(): void;
  dispatch(action: Action): void;
  confirmHandover(): void;
  rematch(): void;
  backToStart(): void;
  dismissError(): void;
  setAiDelay(ms: number): void;
  /** An action in the viewer's words (for menus and buttons). */
  describe(action: Action): string;
}

const DEFAULT_AI_DELAY_MS = 500;

let nextLogId = 1;
let aiTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped whenever the running duel is replaced, so a pending computer move is dropped. */
let duelGeneration = 0;

function randomSeed(): number {
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0]!;
}

/** Set by `?seed=N`: every duel started uses it (reproducible duels for tests and bug reports). */
let fixedSeed: number | null = null;
export function useFixedSeed(seed: number | null): void {
  fixedSeed = seed;
}

/**
 * The computer's seeds: with `?seed=`, a generator seeded from it (so a duel against the computer
 * replays the same way), else random. Re-seeded at the start of every duel.
 */
let aiRng: RngState | null = null;
function aiSeed(): number {
  if (aiRng === null) return randomSeed();
  const [x, next] = nextUint32(aiRng);
  aiRng = next;
  return x;
}

/** Hard searches for about this long per decision when the duel need not replay exactly. */
const HARD_BUDGET_MS = 1000;

/** The seed for a new duel or match: the `?seed=` one when set, else a random one. */
export function newSeed(): number {
  return fixedSeed ?? randomSeed();
}

function newDuel(setup: DuelSetup | null): Duel {
  if (setup && 'scenario' in setup) return loadScenario(setup.scenario);
  if (setup) {
    const decks = setup.decks.map((d) => ({ main: [...d.main], extra: [...(d.extra ?? [])] })) as [DeckList, DeckList];
    return createDuel({ decks, seed: setup.seed ?? newSeed(), firstPlayer: setup.firstPlayer ?? 0 });
  }
  const [first, second] = PRESET_DECKS;
  if (!first || !second) throw new Error('Two preset decks are needed to start a duel');
  return createDuel({
    decks: [{ main: [...first.main] }, { main: [...second.main] }],
    seed: newSeed(),
    firstPlayer: 0,
  });
}

/** The setup of the running duel (kept for Rematch) and whether its end was reported. */
let currentSetup: DuelSetup | null = null;
let endReported = false;

function reportEnd(end: DuelEnd): void {
  if (endReported) return;
  endReported = true;
  currentSetup?.onEnd?.(end);
}

const surrenderReason = (loser: Player, reader?: Player): string =>
  reader === undefined ? `Player ${loser + 1} surrendered` : loser === reader ? 'You surrendered' : 'Your opponent surrendered';

/** The event that only restates the action itself ("Set a monster" / "Opponent Set a monster"): left out of the log. */
const ECHO: Partial<Record<Action['type'], string>> = {
  normalSummon: 'summoned',
  setMonster: 'set',
  specialSummon: 'specialSummoned',
  flipSummon: 'summoned',
  attack: 'attackDeclared',
  changePosition: 'positionChanged',
  select: 'discarded',
  setSpellTrap: 'spellTrapSet',
};

function logEntry(before: Duel, after: Duel, actor: Player | null, action: Action | null): LogEntry {
  const text: [string, string] = ['', ''];
  const events: [string[], string[]] = [[], []];
  const echo = action ? ECHO[action.type] : undefined;
  for (const v of [0, 1] as const) {
    text[v] = action ? describeAction(before, action, v) : '';
    const seen = viewFor(after, v).events;
    const skip = echo ? seen.findIndex((e) => e.type === echo) : -1;
    // A Pendulum Summon names all its monsters: none of their Summon events is news.
    const together = action?.type === 'specialSummon' && action.monsters ? action.monsters : [];
    events[v] = seen.filter((e, i) => i !== skip && !(e.type === echo && 'card' in e && e.card !== undefined && together.includes(e.card))).map((e) => e.text);
    // "Activate Heavy Storm" is said better by its event ("You activated Heavy Storm (Chain Link 1):
    // ..."), which has the link and what it does; the action's words stay when it was not activated yet.
    if (action?.type === 'activate' && seen.some((e) => e.type === 'activated' && e.card === action.card)) text[v] = '';
  }
  return { id: nextLogId++, turn: after.turn, actor, text, events };
}

export const useDuelStore = create<DuelStoreState>()((set, get) => {
  /** Derive viewer, view, interaction and handover from a new duel and show it. */
  const show = (duel: Duel, extra: Partial<DuelStoreState> = {}) => {
    const { mode, viewer: prevViewer, view: prevView } = get();
    const deciding = decidingPlayer(duel);
    let viewer: Player = mode === 'computer' ? 0 : prevViewer;
    let handoverTo: Player | null = null;
    if (mode === 'hotseat' && deciding !== null && deciding !== prevViewer && duel.winner === null) {
      viewer = deciding;
      handoverTo = deciding;
    }
    const view = shareEqual(prevView, viewFor(duel, viewer));
    const interaction = deciding === viewer && duel.winner === null ? buildInteraction(duel, legalActions(duel)) : NO_INTERACTION;
    set({ duel, viewer, view, interaction, handoverTo, ...extra });
    scheduleComputer();
    if (duel.winner !== null) {
      const reasons: ByPlayer<string> = [viewFor(duel, 0).winReason ?? '', viewFor(duel, 1).winReason ?? ''];
      reportEnd({ winner: duel.winner, reasons, neutral: duel.winReason ?? '' });
    }
  };

  /** Apply one action for `actor`; returns false (with the reason shown) when it is refused. */
  const perform = (actor: Player, action: Action): boolean => {
    const { duel, log } = get();
    if (!duel) return false;
    let next: Duel;
    try {
      next = applyAction(duel, action);
    } catch (e) {
      if (e instanceof IllegalActionError || (e instanceof Error && e.name === 'IllegalActionError')) {
        set({ error: e.message || 'That action is not allowed now.' });
        return false;
      }
      set({ error: `Something went wrong: ${e instanceof Error ? e.message : String(e)}` });
      return false;
    }
    show(next, { log: [...log, logEntry(duel, next, actor, action)], error: null });
    return true;
  };

  const scheduleComputer = () => {
    clearTimeout(aiTimer);
    const { duel, mode, thinking, aiDelayMs, surrenderedBy } = get();
    if (!duel || mode !== 'computer' || duel.winner !== null || surrenderedBy !== null || decidingPlayer(duel) !== 1) {
      if (thinking) set({ thinking: false });
      return;
    }
    if (!thinking) set({ thinking: true });
    const generation = duelGeneration;
    const { computerLevel: level, fastComputer } = useSettingsStore.getState();
    aiTimer = setTimeout(() => {
      const current = get().duel;
      if (generation !== duelGeneration || !current || decidingPlayer(current) !== 1) return;
      const actions = legalActions(current);
      if (actions.length === 0) {
        set({ thinking: false });
        return;
      }
      // A fixed seed must replay exactly, so the search is then bounded by iterations, not time.
      const options: ChooseOptions = { level, seed: aiSeed(), ...(level === 'hard' && fixedSeed === null && { budgetMs: HARD_BUDGET_MS }) };
      const view = viewFor(current, 1);
      const play = (choice: Action) => {
        if (generation !== duelGeneration || get().duel !== current) return;
        if (!perform(1, choice)) set({ thinking: false });
      };
      const thinking = thinkInWorker(view, actions, options);
      if (thinking) thinking.then(play, () => play(chooseAction(view, actions, options)));
      else play(chooseAction(view, actions, options));
    }, fastComputer ? 0 : aiDelayMs);
  };

  const begin = (mode: Mode, setup: DuelSetup | null) => {
    duelGeneration++;
    clearTimeout(aiTimer);
    let duel: Duel;
    try {
      duel = newDuel(setup);
    } catch (e) {
      set({ error: `Could not start the duel: ${e instanceof Error ? e.message : String(e)}` });
      return;
    }
    currentSetup = setup;
    endReported = false;
    aiRng = fixedSeed === null ? null : seedRng(fixedSeed ^ 0xa1);
    set({ screen: 'duel', mode, duelId: get().duelId + 1, viewer: 0, view: null, log: [], error: null, thinking: false, handoverTo: null, surrenderedBy: null });
    const start: LogEntry = logEntry(duel, duel, null, null);
    show(duel, { log: start.events[0].length + start.events[1].length > 0 ? [start] : [] });
  };

  return {
    screen: 'start',
    mode: 'computer',
    duelId: 0,
    duel: null,
    viewer: 0,
    view: null,
    interaction: NO_INTERACTION,
    handoverTo: null,
    thinking: false,
    log: [],
    error: null,
    aiDelayMs: DEFAULT_AI_DELAY_MS,
    surrenderedBy: null,

    startDuel: (mode, setup) => begin(mode, setup ?? null),
    // A rematch plays the same decks again with a new seed (or the same position again); it is not part of any Match.
    rematch: () => {
      const setup = currentSetup;
      begin(get().mode, setup === null ? null : 'scenario' in setup ? { scenario: setup.scenario } : { decks: setup.decks });
    },
    surrender: () => {
      const { duel, mode, viewer, view, log, surrenderedBy } = get();
      if (!duel || !view || duel.winner !== null || surrenderedBy !== null) return;
      const loser: Player = mode === 'computer' ? 0 : viewer;
      const winner = opponentOf(loser);
      duelGeneration++;
      clearTimeout(aiTimer);
      const text: ByPlayer<string> = [surrenderReason(loser, 0), surrenderReason(loser, 1)];
      const entry: LogEntry = { id: nextLogId++, turn: duel.turn, actor: loser, text, events: [[], []] };
      // The engine records the surrender, so the duel itself is over (no move is legal any more).
      const ended = concede(duel, loser);
      const shown = viewFor(ended, viewer);
      set({
        duel: ended,
        surrenderedBy: loser,
        handoverTo: null,
        thinking: false,
        interaction: NO_INTERACTION,
        error: null,
        view: { ...shown, winReason: surrenderReason(loser, mode === 'computer' ? viewer : undefined) },
        log: [...log, entry],
      });
      reportEnd({ winner, reasons: text, neutral: surrenderReason(loser) });
    },
    backToStart: () => {
      duelGeneration++;
      clearTimeout(aiTimer);
      currentSetup = null;
      set({
        screen: 'start',
        duel: null,
        view: null,
        interaction: NO_INTERACTION,
        handoverTo: null,
        thinking: false,
        log: [],
        error: null,
        surrenderedBy: null,
      });
    },

    dispatch: (action) => {
      const { duel, mode, viewer, handoverTo, surrenderedBy } = get();
      if (!duel) return;
      if (duel.winner !== null || surrenderedBy !== null) {
        set({ error: 'The duel is over.' });
        return;
      }
      const deciding = decidingPlayer(duel);
      if (handoverTo !== null || deciding !== viewer) {
        set({ error: mode === 'computer' ? 'Wait: it is your opponent’s move.' : 'It is not your move.' });
        return;
      }
      perform(viewer, action);
    },

    confirmHandover: () => {
      if (get().handoverTo === null) return;
      set({ handoverTo: null, error: null });
    },

    dismissError: () => set({ error: null }),
    setAiDelay: (ms) => set({ aiDelayMs: Math.max(0, ms) }),

    describe: (action) => {
      const { duel, viewer } = get();
      return duel ? describeAction(duel, action, viewer) : '';
    },
  };
});

/** The viewer's opponent. */
export const selectOpponent = (s: DuelStoreState): Player => opponentOf(s.viewer);

import { create } from 'zustand';
import { actionFromView, describeAction, opponentOf, promptStage, type Action, type Duel, type DuelView, type Player, type PromptStage } from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { useSettingsStore } from './settingsStore';
import { interactionFor, NO_INTERACTION, type Interaction } from './interaction';
import { shareEqual } from './shareEqual';
import { firstOf, turnOrderStage, type TurnOrderStage } from './turnOrder';
import type { TurnOrder } from '../decks/match';
import type { Replay } from './replay';
import { SET_ASIDE_KEYS, setAside as keepAside } from './setAside';
import { parseSave, safeStorage } from './saveGame';
import {
  begin,
  canCancel,
  cancelActivation,
  claimNextWindow,
  confirmHandover,
  decider,
  humanDecisions,
  passBySetting,
  performForViewer,
  perform,
  resume,
  surrender,
  toReplay,
  toSave,
  undo,
  viewOf,
  createComputer,
  type ComputerDriver,
  type DeckSetup,
  type DuelEnd,
  type DuelOwner,
  type DuelSession,
  type DuelSetup,
  type LogEntry,
  type Mode,
  type SessionPolicy,
} from '../session';

export type { DeckSetup, DuelEnd, DuelOwner, DuelSetup, LogEntry, Mode, PositionSetup } from '../session';

/**
 * The running duel, for React: a mirror of the duel session (src/session), which holds the duel and
 * every rule of playing it as data and pure functions. This store keeps the session, derives what
 * the mat reads from it (the viewer's view, what they may do now), saves it after every action, and
 * runs the session's computer player (src/session/computer.ts). Nothing lives outside the state.
 *
 * The view reads `viewFor(duel, viewer)` only, so nothing the viewer may not know reaches the screen.
 */
export type Screen = 'start' | 'duel';

/** A duel waiting for its turn order: the toss or choice (turnOrder.ts) and what to start then. */
export interface PendingTurnOrder extends TurnOrderStage {
  readonly mode: Mode;
  readonly setup: DeckSetup & { readonly seed: number };
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
  /**
   * The player who claimed their next response window ("Respond", or the R key held): it is shown
   * whatever the prompt setting says, and the claim is used up.
   */
  readonly claimBy: Player | null;
  /** Why the running duel cannot be saved (storage full, private mode): said once, play goes on. */
  readonly storageProblem: string | null;
  /** The storage problem was said on this page already (it is not said again once dismissed). */
  readonly storageProblemSaid: boolean;
  /** Why the last saved duel or Match could not be resumed, in words; the notice lists it from ./setAside.ts. */
  readonly resumeProblem: string | null;
  /** A practice duel against the computer: undo is allowed. */
  readonly practice: boolean;
  /** Practice: the human has a decision to go back to. */
  readonly canUndo: boolean;
  /** Before a single duel or hotseat game from decks: who goes first is being decided (./turnOrder.ts). */
  readonly turnOrder: PendingTurnOrder | null;
  /** What the open prompt is part of (the engine's promptStage): an activation may be cancelled, a resolution not. */
  readonly promptStage: PromptStage | null;
  /** The viewer is choosing the costs or targets of their own activation, and may still take it back. */
  readonly canCancel: boolean;
  /** The running duel session (src/session): everything above about the duel mirrors it. */
  readonly session: DuelSession | null;
  /** How the running duel ended, once it has (src/store/owners.ts tells its owner). */
  readonly end: DuelEnd | null;
  /** Who the running duel belongs to (a Match, a puzzle, the guided duel), or null for a duel alone. */
  readonly owner: DuelOwner | null;
  /** The computer player of the running session (its timers, worker and seeds). */
  readonly computer: ComputerDriver | null;
  /** Set by `?seed=N` (and `seedDuels` in tests): every duel started uses it, and the computer's seeds come from it. */
  readonly fixedSeed: number | null;

  /**
   * Takes back the activation whose choices the viewer is making (Cancel, Escape): the duel, the log
   * and the saved actions are as they were before it was activated (issue 36).
   */
  cancelActivation(): void;

  /**
   * Starts a duel from decks the way a single duel starts (issue 36): first a coin toss whose winner
   * chooses to go first or second (the computer goes first when it wins), or, with the "choose"
   * setting, Player 1's choice. The duel itself starts with `chooseTurnOrder`.
   */
  prepareDuel(mode: Mode, setup?: DeckSetup): void;
  /** The chooser's choice; when the computer has chosen already, `order` is left out. */
  chooseTurnOrder(order?: TurnOrder): void;
  /** Back to the start screen without a duel. */
  cancelTurnOrder(): void;

  /**
   * Practice only: goes back to the human's previous decision, playing the duel again from its
   * start without the last actions (the computer's replies since then included).
   */
  undo(): void;
  /** The finished duel as a replay (null while it is not over). */
  replayOf(): Replay | null;

  /**
   * Restores the duel saved in this browser (after a reload), exactly where it was: board, hands,
   * LP, log, an open prompt, the hotseat cover. False when there is none; a save that is broken or
   * from another version is set aside (./setAside.ts: listed on the start screen) and `resumeProblem` says why.
   * A Match or a puzzle passes itself as the duel's `owner` (a save does not say whose it is).
   */
  resumeSaved(owner?: DuelOwner): boolean;
  dismissResumeProblem(): void;

  /** The viewer claims (or gives up the claim on) their next response window. */
  claimNextWindow(on: boolean): void;
  /** Applies the prompt setting again to the window on screen (after the setting changed). */
  applyPromptSetting(): void;
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

/** Where the running duel is saved after every action, and where a save that cannot be resumed is put aside. */
export const DUEL_SAVE_KEY = 'duelmat:duel';
export const DUEL_SET_ASIDE_KEY = SET_ASIDE_KEYS.duel;
const storage = safeStorage();

function randomSeed(): number {
  // A test must replay exactly: a duel or a computer move seeded by chance is a flaky test.
  if (import.meta.env.MODE === 'test') throw new Error('An unseeded duel in a test: call seedDuels(n) (./testing.ts) or pass a seed');
  const buf = new Uint32Array(1);
  crypto.getRandomValues(buf);
  return buf[0]!;
}

/** `?seed=N`: every duel started uses it (reproducible duels for tests and bug reports); null: random. */
export function useFixedSeed(seed: number | null): void {
  useDuelStore.setState({ fixedSeed: seed });
}

/** The seed for a new duel or match: the `?seed=` one when set, else a random one. */
export function newSeed(): number {
  return useDuelStore.getState().fixedSeed ?? randomSeed();
}

/** The first two preset decks: the duel played when no decks are given. */
function presetSetup(): DeckSetup {
  const [first, second] = PRESET_DECKS;
  if (!first || !second) throw new Error('Two preset decks are needed to start a duel');
  return { decks: [{ main: [...first.main] }, { main: [...second.main] }] };
}

const policy = (): SessionPolicy => ({ chainPrompts: useSettingsStore.getState().chainPrompts });

/** No duel on the mat: what `backToStart` leaves. */
const NO_DUEL = {
  session: null,
  end: null,
  owner: null,
  computer: null,
  practice: false,
  canUndo: false,
  canCancel: false,
  promptStage: null,
  turnOrder: null,
  duel: null,
  view: null,
  interaction: NO_INTERACTION,
  handoverTo: null,
  thinking: false,
  log: [],
  error: null,
  surrenderedBy: null,
  claimBy: null,
} as const;

export const useDuelStore = create<DuelStoreState>()((set, get) => {
  /** Mirrors a session into what the mat reads, and lets the computer consider its move. */
  const mirror = (session: DuelSession, extra: Partial<DuelStoreState> = {}): void => {
    const { duel, viewer } = session;
    const view: DuelView = shareEqual(get().view, viewOf(session));
    const interaction = decider(session) === viewer ? interactionFor(duel, viewer) : NO_INTERACTION;
    set({
      session,
      mode: session.mode,
      practice: session.practice,
      duel,
      viewer,
      view,
      interaction,
      handoverTo: session.handoverTo,
      claimBy: session.claimBy,
      surrenderedBy: session.surrenderedBy,
      log: session.log,
      promptStage: promptStage(duel),
      canCancel: canCancel(session),
      canUndo: humanDecisions(session).length > 0,
      end: session.end,
      owner: session.setup.owner ?? null,
      ...extra,
    });
    get().computer?.consider(session, computerSettings());
  };

  const computerSettings = () => {
    const { computerLevel, fastComputer } = useSettingsStore.getState();
    return { level: computerLevel, fast: fastComputer, delayMs: get().aiDelayMs };
  };

  /** Saves the running session (start + actions); a storage that refuses is said once and play goes on. */
  const persist = () => {
    const { session, storageProblemSaid } = get();
    if (!session) return;
    const error = storage.write(DUEL_SAVE_KEY, JSON.stringify(toSave(session)));
    if (error && !storageProblemSaid) set({ storageProblemSaid: true, storageProblem: `This duel cannot be saved in this browser (${error.words}), so a reload would lose it. You can play on.` });
  };

  /** A new computer player for a new session (the old one, its timers and worker, end with its session). */
  const newComputer = (): ComputerDriver => {
    get().computer?.stop();
    return createComputer({
      fixedSeed: get().fixedSeed,
      randomSeed,
      thinking: (on) => {
        if (get().thinking !== on) set({ thinking: on });
      },
      play: (from, action) => {
        const session = get().session;
        if (!session || session.duel !== from) return true;
        const done = perform(session, 1, action, policy());
        if (!done.ok) {
          set({ error: done.error });
          return false;
        }
        mirror(done.value, { error: null });
        persist();
        return true;
      },
    });
  };

  /** Puts a session on the mat as a new duel. */
  const open = (session: DuelSession, save: boolean) => {
    set({ screen: 'duel', duelId: get().duelId + 1, view: null, error: null, thinking: false, computer: newComputer() });
    mirror(session);
    if (save) persist();
  };

  const startSession = (mode: Mode, setup: DuelSetup) => {
    const started = begin(mode, setup, newSeed, policy());
    if (!started.ok) return set({ error: started.error });
    open(started.value, true);
  };

  /** Puts aside a save that cannot be resumed, so it neither crashes the app nor is lost, and says why. */
  const setAside = (raw: string, reason: string) => {
    const problem = `The duel saved in this browser could not be resumed: ${reason}. It was set aside.`;
    // Removed only once a copy is kept: else it stays (the next save replaces it, the notice offers a download).
    if (keepAside(storage, 'duel', raw, problem).key !== null) storage.remove(DUEL_SAVE_KEY);
    set({ resumeProblem: problem });
    return false;
  };

  /** Runs a change of the session, mirrors and saves it; the computer considers the new position. */
  const change = (next: (s: DuelSession) => DuelSession) => {
    const s = get().session;
    if (!s) return;
    const after = next(s);
    if (after === s) return;
    mirror(after, { error: null });
    persist();
  };

  return {
    screen: 'start',
    mode: 'computer',
    duelId: 0,
    viewer: 0,
    ...NO_DUEL,
    aiDelayMs: DEFAULT_AI_DELAY_MS,
    storageProblem: null,
    storageProblemSaid: false,
    resumeProblem: null,
    fixedSeed: null,

    resumeSaved: (owner) => {
      const read = storage.read(DUEL_SAVE_KEY);
      // No storage here (private mode, a locked-down browser): nothing was saved; the first save will say so.
      if (!read.ok || read.value === null) return false;
      const parsed = parseSave(read.value);
      if (!parsed.ok) return setAside(read.value, parsed.error.replace(/^The saved duel /, 'it '));
      const resumed = resume(parsed.value, owner);
      if (!resumed.ok) return setAside(read.value, resumed.error);
      open(resumed.value, false);
      return true;
    },
    cancelActivation: () => {
      if (get().canCancel) change(cancelActivation);
    },
    prepareDuel: (mode, setup) => {
      const decks = setup?.decks ?? presetSetup().decks;
      const seed = setup?.seed ?? newSeed();
      const stage = turnOrderStage(seed, useSettingsStore.getState().firstTurn, mode === 'computer');
      set({ turnOrder: { ...stage, mode, setup: { ...setup, decks, seed } }, error: null });
    },
    chooseTurnOrder: (order) => {
      const pending = get().turnOrder;
      if (!pending) return;
      const firstPlayer = pending.firstPlayer ?? (order ? firstOf(pending.chooser, order) : null);
      if (firstPlayer === null) return;
      set({ turnOrder: null });
      startSession(pending.mode, { ...pending.setup, firstPlayer });
    },
    cancelTurnOrder: () => set({ turnOrder: null }),
    // A claim or a handover changes nothing on the mat but the claim or the cover: only those are mirrored.
    claimNextWindow: (on) => {
      const s = get().session;
      if (!s) return;
      const next = claimNextWindow(s, on);
      if (next !== s) set({ session: next, claimBy: next.claimBy });
    },
    applyPromptSetting: () => change((s) => passBySetting(s, policy())),
    replayOf: () => {
      const s = get().session;
      return s ? toReplay(s, useSettingsStore.getState().computerLevel) : null;
    },
    undo: () => {
      const s = get().session;
      const back = s && undo(s, policy());
      if (!back) return;
      if (!back.ok) return set({ error: back.error });
      get().computer?.cancel();
      mirror(back.value, { error: null, thinking: false });
      persist();
    },
    dismissResumeProblem: () => set({ resumeProblem: null }),
    startDuel: (mode, setup) => startSession(mode, setup ?? presetSetup()),
    // A rematch plays the same decks again with a new seed (or the same position again); it belongs
    // to no Match or puzzle. A rematch from decks decides again who goes first (a new toss).
    rematch: () => {
      const { session, mode, practice } = get();
      const setup = session?.setup;
      if (setup && 'scenario' in setup) return startSession(mode, { scenario: setup.scenario, practice });
      get().backToStart();
      get().prepareDuel(mode, setup ? { decks: setup.decks, practice, format: setup.format } : undefined);
    },
    surrender: () => {
      if (get().view) change(surrender);
    },
    backToStart: () => {
      get().computer?.stop();
      storage.remove(DUEL_SAVE_KEY);
      set({ ...NO_DUEL, screen: 'start' });
    },
    dispatch: (action) => {
      const s = get().session;
      if (!s) return;
      const done = performForViewer(s, action, policy());
      if (!done.ok) return set({ error: done.error });
      mirror(done.value, { error: null });
      persist();
    },
    confirmHandover: () => {
      const s = get().session;
      if (!s || s.handoverTo === null) return;
      set({ session: confirmHandover(s), handoverTo: null, error: null });
      persist();
    },
    dismissError: () => set({ error: null }),
    setAiDelay: (ms) => set({ aiDelayMs: Math.max(0, ms) }),
    describe: (action) => {
      const { duel, viewer } = get();
      if (!duel) return '';
      try {
        return describeAction(duel, actionFromView(duel, viewer, action), viewer);
      } catch {
        return '';
      }
    },
  };
});

/** The viewer's opponent. */
export const selectOpponent = (s: DuelStoreState): Player => opponentOf(s.viewer);

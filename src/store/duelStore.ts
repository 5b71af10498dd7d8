import { create } from 'zustand';
import {
  actionFromView,
  applyAction,
  concede,
  holdsHiddenCards,
  promptStage,
  type PromptStage,
  decidingPlayer,
  DEFAULT_FORMAT,
  describeAction,
  IllegalActionError,
  legalActionsFor,
  opponentOf,
  viewFor,
  type Action,
  type ByPlayer,
  type Duel,
  type DeckList,
  type DuelView,
  type FormatId,
  type Player,
  type Scenario,
} from '../engine';
import { PRESET_DECKS } from '../cards/decks';
import { chooseAction, type ChooseOptions } from '../ai';
import { thinkInWorker } from '../ai/client';
import { nextUint32, seedRng, type RngState } from '../engine/random';
import { useSettingsStore } from './settingsStore';
import type { Level } from '../ai/levels';
import { interactionFor, NO_INTERACTION, type Interaction } from './interaction';
import { shareEqual } from './shareEqual';
import { firstOf, turnOrderStage, type TurnOrderStage } from './turnOrder';
import type { TurnOrder } from '../decks/match';
import { asksNow, handsOverNow } from './promptPolicy';
import { resultOf, REPLAY_FORMAT, REPLAY_VERSION, type Replay } from './replay';
import { SET_ASIDE_KEYS, setAside as keepAside } from './setAside';
import { parseSave, replay, safeStorage, SAVE_FORMAT, SAVE_VERSION, startDuel, type DuelSave, type DuelStart } from './saveGame';

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
  /** A practice duel against the computer: the player may undo. Never part of a Match. */
  readonly practice?: boolean;
  /** The format the duel is played by; 'advanced' when absent. A position carries it in its scenario. */
  readonly format?: FormatId;
}

export interface PositionSetup {
  readonly scenario: Scenario;
  readonly onEnd?: (end: DuelEnd) => void;
  readonly practice?: boolean;
  /** The computer's level for this duel instead of the setting (the guided first duel plays Easy). */
  readonly computerLevel?: Level;
}

/** A duel waiting for its turn order: the toss or choice (turnOrder.ts) and what to start then. */
export interface PendingTurnOrder extends TurnOrderStage {
  readonly mode: Mode;
  readonly setup: DeckSetup & { readonly seed: number };
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
  /**
   * The player who claimed their next response window ("Respond", or the R key held): it is shown
   * whatever the prompt setting says, and the claim is used up.
   */
  readonly claimBy: Player | null;
  /** Why the running duel cannot be saved (storage full, private mode): said once, play goes on. */
  readonly storageProblem: string | null;
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
   * A Match passes `onEnd` to hear the end of its Duel again.
   */
  resumeSaved(onEnd?: (end: DuelEnd) => void): boolean;
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

let nextLogId = 1;

/** Where the running duel is saved after every action, and where a save that cannot be resumed is put aside. */
export const DUEL_SAVE_KEY = 'duelmat:duel';
export const DUEL_SET_ASIDE_KEY = SET_ASIDE_KEYS.duel;
const storage = safeStorage();
let aiTimer: ReturnType<typeof setTimeout> | undefined;
/** Bumped whenever the running duel is replaced, so a pending computer move is dropped. */
let duelGeneration = 0;

function randomSeed(): number {
  // A test must replay exactly: a duel or a computer move seeded by chance is a flaky test.
  if (import.meta.env.MODE === 'test') throw new Error('An unseeded duel in a test: call useFixedSeed(n) or pass a seed');
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

/** How a duel with this setup starts: the decks, seed and first player made concrete (a save replays from it). */
function startOf(setup: DuelSetup | null, mode: Mode): DuelStart {
  // Hotseat duels keep secrets: a window opens for hidden cards whatever they are (issue 36).
  const secrets = mode === 'hotseat' ? ({ keepSecrets: true } as const) : {};
  if (setup && 'scenario' in setup) return { kind: 'scenario', scenario: setup.scenario, ...secrets };
  if (setup) {
    const decks = setup.decks.map((d) => ({ main: [...d.main], extra: [...(d.extra ?? [])] })) as [DeckList, DeckList];
    return { kind: 'decks', decks, seed: setup.seed ?? newSeed(), firstPlayer: setup.firstPlayer ?? 0, format: setup.format ?? DEFAULT_FORMAT, ...secrets };
  }
  const [first, second] = PRESET_DECKS;
  if (!first || !second) throw new Error('Two preset decks are needed to start a duel');
  return { kind: 'decks', decks: [{ main: [...first.main] }, { main: [...second.main] }], seed: newSeed(), firstPlayer: 0, format: DEFAULT_FORMAT, ...secrets };
}

/** The setup of the running duel (kept for Rematch) and whether its end was reported. */
let currentSetup: DuelSetup | null = null;
let endReported = false;
/** How the running duel started and every action since: what is saved, and what undo and replays play again. */
let currentStart: DuelStart | null = null;
let history: Action[] = [];
/** Who chose each action of `history` (undo goes back to the human's last choice). */
let deciders: (Player | null)[] = [];
/**
 * The activation being made (its prompts for costs or targets open): the duel, the number of actions
 * and the log before its `activate` action, to go back to on Cancel.
 */
let activationStart: { readonly duel: Duel; readonly actions: number; readonly log: readonly LogEntry[] } | null = null;

/** Where the activation whose prompts are open in `duels.at(-1)` started, for a duel played again (resume, undo). */
function activationStartIn(duels: readonly Duel[], actions: readonly Action[], log: (n: number) => readonly LogEntry[]): typeof activationStart {
  if (promptStage(duels.at(-1)!) !== 'activation') return null;
  const i = actions.findLastIndex((a) => a.type === 'activate');
  return i < 0 ? null : { duel: duels[i]!, actions: i, log: log(i) };
}
/** The storage problem was already said once for this page. */
let storageReported = false;

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
    // A pass is news only to the player who passed: a response window opens only for a player who
    // holds something they could activate, so "Opponent: Pass" would say that they hold something.
    text[v] = action && !(action.type === 'pass' && v !== actor) ? describeAction(before, action, v) : '';
    const seen = viewFor(after, v).events;
    const skip = echo ? seen.findIndex((e) => e.type === echo) : -1;
    events[v] = seen.filter((e, i) => i !== skip).map((e) => e.text);
    // "Activate Heavy Storm" is said better by its event ("You activated Heavy Storm (Chain Link 1):
    // ..."), which has the link and what it does; the action's words stay when it was not activated yet.
    if (action?.type === 'activate' && seen.some((e) => e.type === 'activated' && e.card === action.card)) text[v] = '';
    // So is the choice of a target that completed an activation ("... targeting your Waboku").
    if (action?.type === 'select' && after.events.some((e) => e.type === 'activated' && (e.targets?.length ?? 0) > 0)) text[v] = '';
  }
  return { id: nextLogId++, turn: after.turn, actor, text, events };
}

/** What `player` holds hidden from the other: whether anything, and whether a given card is (in hand or Set). */
function hiddenOf(duel: Duel, player: Player): { any: boolean; card: (id: string) => boolean } {
  const p = duel.players[player];
  return {
    any: holdsHiddenCards(duel, player),
    card: (id) => p.hand.includes(id) || p.spellTraps.some((s) => s?.card === id && !s.faceUp) || (p.field?.card === id && !p.field.faceUp),
  };
}

/**
 * The log after a pass the store made for a player: what followed it (phases entered, a draw) joins
 * the line before, as one action's consequences; a pass that led to nothing adds nothing.
 */
function withPassMadeFor(log: readonly LogEntry[], entry: LogEntry): readonly LogEntry[] {
  if (entry.events[0].length + entry.events[1].length === 0) return log;
  const last = log.at(-1);
  if (!last) return [entry];
  const events: ByPlayer<readonly string[]> = [[...last.events[0], ...entry.events[0]], [...last.events[1], ...entry.events[1]]];
  return [...log.slice(0, -1), { ...last, events }];
}

export const useDuelStore = create<DuelStoreState>()((set, get) => {
  /** Derive viewer, view, interaction and handover from a new duel and show it. */
  const show = (duel: Duel, extra: Partial<DuelStoreState> = {}, restored = false): void => {
    const { mode, viewer: prevViewer, view: prevView } = get();
    const deciding = decidingPlayer(duel);
    // A response window its player would not be asked in (promptPolicy.ts) is passed for them here,
    // before any handover: in hotseat the device changes hands only when the other player is asked.
    // A restored duel (resume) is shown as it was saved: its windows were already asked or passed then.
    if (!restored && deciding !== null && duel.winner === null && duel.window && !duel.prompt && (mode === 'hotseat' || deciding === 0)) {
      const claimed = (extra.claimBy !== undefined ? extra.claimBy : get().claimBy) === deciding;
      const asked = interactionFor(duel, deciding);
      const setting = useSettingsStore.getState().chainPrompts;
      // In hotseat, giving the device to the other player is seen: decided from public facts only.
      const asks =
        mode === 'hotseat' && deciding !== prevViewer
          ? handsOverNow(deciding, viewFor(duel, deciding), asked, setting, claimed, hiddenOf(duel, deciding))
          : asksNow(viewFor(duel, deciding), asked, setting, claimed);
      if (asked.pass && !asks) {
        const next = applyAction(duel, asked.pass);
        // Kept in the history like any action (resume, replays and undo play it again); its decider is
        // null, so undo goes back past it to the player's own decision.
        history = [...history, asked.pass];
        deciders = [...deciders, null];
        // Logged as what happened next, not as the player's "Pass": a pass made for them says nothing,
        // and would tell the other player they held something.
        return show(next, { ...extra, log: withPassMadeFor(extra.log ?? get().log, logEntry(duel, next, null, null)) });
      }
      if (claimed) extra = { ...extra, claimBy: null };
    }
    let viewer: Player = mode === 'computer' ? 0 : prevViewer;
    let handoverTo: Player | null = null;
    if (mode === 'hotseat' && deciding !== null && deciding !== prevViewer && duel.winner === null) {
      viewer = deciding;
      handoverTo = deciding;
    }
    const view = shareEqual(prevView, viewFor(duel, viewer));
    const interaction = deciding === viewer && duel.winner === null ? interactionFor(duel, viewer) : NO_INTERACTION;
    const stage = promptStage(duel);
    const canCancel = stage === 'activation' && activationStart !== null && deciding === viewer && duel.winner === null;
    set({ duel, viewer, view, interaction, handoverTo, promptStage: stage, canCancel, canUndo: get().practice && humanDecisions().length > 0, ...extra });
    scheduleComputer();
    if (duel.winner !== null) {
      const reasons: ByPlayer<string> = [viewFor(duel, 0).winReason ?? '', viewFor(duel, 1).winReason ?? ''];
      reportEnd({ winner: duel.winner, reasons, neutral: duel.winReason ?? '' });
    }
  };

  /** Apply one action for `actor`; returns false (with the reason shown) when it is refused. */
  /** Applies an action `actor` chose in their own view's terms (the mat's, or the computer's: legalActionsFor). */
  const perform = (actor: Player, chosen: Action): boolean => {
    const { duel, log } = get();
    if (!duel) return false;
    let next: Duel;
    let action: Action;
    try {
      action = actionFromView(duel, actor, chosen);
      next = applyAction(duel, action);
    } catch (e) {
      if (e instanceof IllegalActionError || (e instanceof Error && e.name === 'IllegalActionError')) {
        set({ error: e.message || 'That action is not allowed now.' });
        return false;
      }
      set({ error: `Something went wrong: ${e instanceof Error ? e.message : String(e)}` });
      return false;
    }
    // An activation whose costs or targets are still being chosen may be taken back (cancelActivation).
    if (promptStage(next) !== 'activation') activationStart = null;
    else if (action.type === 'activate') activationStart = { duel, actions: history.length, log };
    history = [...history, action];
    deciders = [...deciders, actor];
    show(next, { log: [...log, logEntry(duel, next, actor, action)], error: null });
    persist();
    return true;
  };

  /** Practice: the indices in `history` of the actions the human (player 0) chose. */
  const humanDecisions = (): number[] => {
    if (!currentStart || !get().practice) return [];
    return deciders.flatMap((p, i) => (p === 0 ? [i] : []));
  };

  /** Saves the running duel (start + actions); a storage that refuses is reported once and play goes on. */
  const persist = () => {
    const { duel, mode, viewer, handoverTo, surrenderedBy } = get();
    if (!duel || !currentStart) return;
    const computerLevel = currentSetup && 'scenario' in currentSetup ? currentSetup.computerLevel : undefined;
    const auto = deciders.flatMap((p, i) => (p === null ? [i] : []));
    const save: DuelSave = { format: SAVE_FORMAT, version: SAVE_VERSION, mode, practice: get().practice, start: currentStart, actions: history, surrenderedBy, viewer, handoverTo, ...(auto.length > 0 && { auto }), ...(computerLevel && { computerLevel }) };
    const error = storage.write(DUEL_SAVE_KEY, JSON.stringify(save));
    if (error && !storageReported) {
      storageReported = true;
      set({ storageProblem: `This duel cannot be saved in this browser (${error.words}), so a reload would lose it. You can play on.` });
    }
  };

  /** The surrender of `loser` on the running duel: the engine ends it, and the log says so. */
  const surrenderFor = (loser: Player, duel: Duel, log: readonly LogEntry[], viewer: Player, mode: Mode) => {
    const text: ByPlayer<string> = [surrenderReason(loser, 0), surrenderReason(loser, 1)];
    const entry: LogEntry = { id: nextLogId++, turn: duel.turn, actor: loser, text, events: [[], []] };
    // The engine records the surrender, so the duel itself is over (no move is legal any more).
    const ended = concede(duel, loser);
    const shown = viewFor(ended, viewer);
    set({
      duel: ended,
      surrenderedBy: loser,
      canCancel: false,
      handoverTo: null,
      thinking: false,
      interaction: NO_INTERACTION,
      error: null,
      view: { ...shown, winReason: surrenderReason(loser, mode === 'computer' ? viewer : undefined) },
      log: [...log, entry],
    });
    reportEnd({ winner: opponentOf(loser), reasons: text, neutral: surrenderReason(loser) });
  };

  const scheduleComputer = () => {
    clearTimeout(aiTimer);
    const { duel, mode, thinking, aiDelayMs, surrenderedBy } = get();
    if (!duel || mode !== 'computer' || duel.winner !== null || surrenderedBy !== null || decidingPlayer(duel) !== 1) {
      if (thinking) set({ thinking: false });
      return;
    }
    // A response window opens for the computer only when it holds something it could activate, so
    // thinking or pausing there would tell the player so: it decides unseen, a pass goes on at once,
    // and only an activation is paced (it is shown right after anyway).
    const inWindow = duel.window !== null && !duel.prompt;
    if (!thinking && !inWindow) set({ thinking: true });
    const generation = duelGeneration;
    const { computerLevel: setLevel, fastComputer } = useSettingsStore.getState();
    const level = (currentSetup && 'scenario' in currentSetup ? currentSetup.computerLevel : undefined) ?? setLevel;
    aiTimer = setTimeout(() => {
      const current = get().duel;
      if (generation !== duelGeneration || !current || decidingPlayer(current) !== 1) return;
      // The computer is given what its view names, as a player would be (legalActionsFor).
      const actions = legalActionsFor(current, 1);
      if (actions.length === 0) {
        set({ thinking: false });
        return;
      }
      // A fixed seed must replay exactly, so the search is then bounded by iterations, not time.
      const options: ChooseOptions = { level, seed: aiSeed(), ...(level === 'hard' && fixedSeed === null && { budgetMs: HARD_BUDGET_MS }) };
      const view = viewFor(current, 1);
      const stale = () => generation !== duelGeneration || get().duel !== current;
      const play = (choice: Action) => {
        if (stale()) return;
        const go = () => {
          if (!stale() && !perform(1, choice)) set({ thinking: false });
        };
        if (inWindow && choice.type !== 'pass' && !fastComputer) {
          set({ thinking: true });
          aiTimer = setTimeout(go, aiDelayMs);
        } else go();
      };
      const thinking = thinkInWorker(view, actions, options);
      if (thinking) thinking.then(play, () => play(chooseAction(view, actions, options)));
      else play(chooseAction(view, actions, options));
    }, fastComputer || inWindow ? 0 : aiDelayMs);
  };

  const begin = (mode: Mode, setup: DuelSetup | null) => {
    duelGeneration++;
    clearTimeout(aiTimer);
    let duel: Duel;
    let start: DuelStart;
    try {
      start = startOf(setup, mode);
      duel = startDuel(start);
    } catch (e) {
      set({ error: `Could not start the duel: ${e instanceof Error ? e.message : String(e)}` });
      return;
    }
    currentSetup = setup;
    currentStart = start;
    history = [];
    deciders = [];
    activationStart = null;
    const practice = mode === 'computer' && setup !== null && setup.practice === true && !setup.onEnd;
    endReported = false;
    aiRng = fixedSeed === null ? null : seedRng(fixedSeed ^ 0xa1);
    set({ screen: 'duel', mode, practice, duelId: get().duelId + 1, viewer: 0, view: null, log: [], error: null, thinking: false, handoverTo: null, surrenderedBy: null, claimBy: null });
    show(duel, { log: startLog(duel) });
    persist();
  };

  const startLog = (duel: Duel): LogEntry[] => {
    const first: LogEntry = logEntry(duel, duel, null, null);
    return first.events[0].length + first.events[1].length > 0 ? [first] : [];
  };

  /** The log of a duel played again (resume, undo), as it was written live (a pass made for a player: withPassMadeFor). */
  const rebuildLog = (duels: readonly Duel[], actions: readonly Action[], by: readonly (Player | null)[]): LogEntry[] => {
    let log: readonly LogEntry[] = startLog(duels[0]!);
    actions.forEach((a, i) => {
      const who = by[i] ?? null;
      log = who === null ? withPassMadeFor(log, logEntry(duels[i]!, duels[i + 1]!, null, null)) : [...log, logEntry(duels[i]!, duels[i + 1]!, who, a)];
    });
    return [...log];
  };

  /** Puts aside a save that cannot be resumed, so it neither crashes the app nor is lost, and says why. */
  const setAside = (raw: string, reason: string) => {
    const problem = `The duel saved in this browser could not be resumed: ${reason}. It was set aside.`;
    // Removed only once a copy is kept: else it stays (the next save replaces it, the notice offers a download).
    if (keepAside(storage, 'duel', raw, problem).key !== null) storage.remove(DUEL_SAVE_KEY);
    set({ resumeProblem: problem });
    return false;
  };

  const resumeSaved = (onEnd?: (end: DuelEnd) => void): boolean => {
    const read = storage.read(DUEL_SAVE_KEY);
    // No storage here (private mode, a locked-down browser): nothing was saved; the first save will say so.
    if (!read.ok || read.value === null) return false;
    const parsed = parseSave(read.value);
    if (!parsed.ok) return setAside(read.value, parsed.error.replace(/^The saved duel /, 'it '));
    const save = parsed.value;
    const played = replay(save.start, save.actions);
    if (!played.ok) return setAside(read.value, played.error);
    const duels = played.value;
    const duel = duels.at(-1)!;
    duelGeneration++;
    clearTimeout(aiTimer);
    currentStart = save.start;
    history = [...save.actions];
    // Passes the store made for a player (a window not asked) are kept apart: undo goes past them, the log does not name them.
    const auto = new Set(save.auto ?? []);
    deciders = duels.slice(0, -1).map((d, i) => (auto.has(i) ? null : (decidingPlayer(d) ?? 0)));
    const practice = save.practice && save.mode === 'computer' && !onEnd;
    currentSetup = save.start.kind === 'scenario' ? { scenario: save.start.scenario, onEnd, practice, computerLevel: save.computerLevel } : { decks: save.start.decks, seed: save.start.seed, firstPlayer: save.start.firstPlayer, onEnd, practice, format: save.start.format };
    endReported = false;
    aiRng = fixedSeed === null ? null : seedRng(fixedSeed ^ 0xa1);
    const log = rebuildLog(duels, save.actions, deciders);
    activationStart = activationStartIn(duels, save.actions, (n) => rebuildLog(duels.slice(0, n + 1), save.actions.slice(0, n), deciders));
    set({ screen: 'duel', mode: save.mode, practice, duelId: get().duelId + 1, viewer: save.viewer, view: null, log: [], error: null, thinking: false, handoverTo: null, surrenderedBy: null, claimBy: null });
    if (save.surrenderedBy !== null && duel.winner === null) {
      set({ duel, log });
      surrenderFor(save.surrenderedBy, duel, log, save.viewer, save.mode);
      return true;
    }
    show(duel, { log }, true);
    if (save.mode === 'hotseat' && duel.winner === null) {
      const handoverTo = save.handoverTo;
      const viewer = handoverTo ?? save.viewer;
      if (viewer !== get().viewer) {
        const view = viewFor(duel, viewer);
        const interaction = decidingPlayer(duel) === viewer ? interactionFor(duel, viewer) : NO_INTERACTION;
        set({ viewer, view, interaction });
      }
      set({ handoverTo });
    }
    return true;
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
    claimBy: null,
    storageProblem: null,
    resumeProblem: null,
    turnOrder: null,
    promptStage: null,
    canCancel: false,

    resumeSaved,
    cancelActivation: () => {
      const { canCancel, surrenderedBy } = get();
      const start = activationStart;
      if (!canCancel || !start || surrenderedBy !== null) return;
      activationStart = null;
      history = history.slice(0, start.actions);
      deciders = deciders.slice(0, start.actions);
      // Shown exactly as it was: its window (if the activation answered one) is not asked or passed again.
      show(start.duel, { log: start.log, error: null }, true);
      persist();
    },
    prepareDuel: (mode, setup) => {
      const [first, second] = PRESET_DECKS;
      const decks = setup?.decks ?? ([{ main: [...first!.main] }, { main: [...second!.main] }] as const);
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
      begin(pending.mode, { ...pending.setup, firstPlayer });
    },
    cancelTurnOrder: () => set({ turnOrder: null }),
    claimNextWindow: (on) => {
      const { viewer, claimBy } = get();
      if (on) set({ claimBy: viewer });
      else if (claimBy === viewer) set({ claimBy: null });
    },
    applyPromptSetting: () => {
      const { duel, handoverTo, surrenderedBy } = get();
      if (duel && duel.window && handoverTo === null && surrenderedBy === null) {
        show(duel);
        persist();
      }
    },
    replayOf: () => {
      const { duel, mode, surrenderedBy } = get();
      if (!duel || !currentStart || (duel.winner === null && surrenderedBy === null)) return null;
      const level = useSettingsStore.getState().computerLevel;
      const names: [string, string] = mode === 'computer' ? ['You', `Computer (${level})`] : ['Player 1', 'Player 2'];
      // A surrender is not an action: the replay plays the actions, then records who gave up.
      const played = surrenderedBy !== null ? replay(currentStart, history) : null;
      const last = played?.ok ? played.value.at(-1)! : duel;
      return { format: REPLAY_FORMAT, version: REPLAY_VERSION, names, mode, start: currentStart, actions: [...history], surrenderedBy, result: resultOf(last, surrenderedBy) };
    },
    practice: false,
    canUndo: false,
    undo: () => {
      const { practice, mode, surrenderedBy } = get();
      if (!practice || mode !== 'computer' || surrenderedBy !== null || !currentStart) return;
      const decisions = humanDecisions();
      const last = decisions.at(-1);
      if (last === undefined) return;
      const kept = history.slice(0, last);
      const played = replay(currentStart, kept);
      if (!played.ok) {
        set({ error: `Cannot undo: ${played.error}` });
        return;
      }
      duelGeneration++;
      clearTimeout(aiTimer);
      history = kept;
      deciders = deciders.slice(0, last);
      endReported = false;
      const duels = played.value;
      const log = rebuildLog(duels, kept, deciders);
      activationStart = activationStartIn(duels, kept, (n) => rebuildLog(duels.slice(0, n + 1), kept.slice(0, n), deciders));
      set({ thinking: false, error: null });
      show(duels.at(-1)!, { log });
      persist();
    },
    dismissResumeProblem: () => set({ resumeProblem: null }),
    startDuel: (mode, setup) => begin(mode, setup ?? null),
    // A rematch plays the same decks again with a new seed (or the same position again); it is not part of any Match.
    // A rematch from decks decides again who goes first (a new toss).
    rematch: () => {
      const setup = currentSetup;
      const practice = get().practice;
      if (setup !== null && 'scenario' in setup) return begin(get().mode, { scenario: setup.scenario, practice });
      const mode = get().mode;
      get().backToStart();
      get().prepareDuel(mode, setup === null ? undefined : { decks: setup.decks, practice, format: setup.format });
    },
    surrender: () => {
      const { duel, mode, viewer, view, log, surrenderedBy } = get();
      if (!duel || !view || duel.winner !== null || surrenderedBy !== null) return;
      const loser: Player = mode === 'computer' ? 0 : viewer;
      duelGeneration++;
      clearTimeout(aiTimer);
      surrenderFor(loser, duel, log, viewer, mode);
      persist();
    },
    backToStart: () => {
      duelGeneration++;
      clearTimeout(aiTimer);
      currentSetup = null;
      currentStart = null;
      history = [];
      deciders = [];
      activationStart = null;
      storage.remove(DUEL_SAVE_KEY);
      set({
        practice: false,
        canUndo: false,
        turnOrder: null,
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

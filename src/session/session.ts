import {
  actionFromView,
  applyAction,
  concede,
  decidingPlayer,
  DEFAULT_FORMAT,
  IllegalActionError,
  opponentOf,
  promptStage,
  viewFor,
  type Action,
  type ByPlayer,
  type DeckList,
  type Duel,
  type DuelView,
  type Player,
} from '../engine';
import type { Level } from '../ai/levels';
import { interactionFor } from '../store/interaction';
import { asksNow, handsOverNow } from '../store/promptPolicy';
import type { ChainPromptMode } from '../store/settingsStore';
import { replay, SAVE_FORMAT, SAVE_VERSION, startDuel, type DuelSave, type DuelStart } from '../store/saveGame';
import { resultOf, REPLAY_FORMAT, REPLAY_VERSION, type Replay } from '../store/replay';
import { hiddenOf, logEntry, nextLogId, rebuildLog, startLog, withPassMadeFor } from './log';
import type { DuelEnd, DuelOwner, DuelSetup, LogEntry, Mode, Result } from './types';

/**
 * A duel session as data: how the duel started, every action since and who chose it, the log, and
 * what the screen stands at (whose view, the hotseat cover, a claimed window, a surrender). Every
 * function here is pure: it takes a session and returns a new one, so the duel store only mirrors
 * the record for React, and saves, undo and replays are functions of it.
 */
export interface DuelSession {
  readonly mode: Mode;
  readonly setup: DuelSetup;
  /** How the duel started (decks + seed + first player, or a position): saves and replays play again from it. */
  readonly start: DuelStart;
  /** A practice duel against the computer: the player may undo. */
  readonly practice: boolean;
  readonly duel: Duel;
  readonly actions: readonly Action[];
  /** Who chose each action (null: a pass made for a player in a window they were not asked in). */
  readonly deciders: readonly (Player | null)[];
  readonly log: readonly LogEntry[];
  /** The player whose view is on screen. */
  readonly viewer: Player;
  /** Hotseat: the player the device must be passed to before the mat is shown again. */
  readonly handoverTo: Player | null;
  /** The player who claimed their next response window ("Respond", or R held); used up when shown. */
  readonly claimBy: Player | null;
  readonly surrenderedBy: Player | null;
  /** The activation whose costs or targets are being chosen: the duel, action count and log before it (Cancel goes back there). */
  readonly activationStart: { readonly duel: Duel; readonly actions: number; readonly log: readonly LogEntry[] } | null;
  /** How the duel ended, once it has. */
  readonly end: DuelEnd | null;
}

/** What the session needs of the settings to pass a window for a player: the chain prompt setting. */
export interface SessionPolicy {
  readonly chainPrompts: ChainPromptMode;
}

/** A duel shown as it was (resume, cancel): no window is asked or passed again, so no setting applies. */
const AS_SAVED: SessionPolicy = { chainPrompts: 'always' };

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** How a duel with this setup starts: decks, seed and first player made concrete (`seed` when the setup has none). */
export function startOf(setup: DuelSetup, mode: Mode, seed: () => number): DuelStart {
  // Hotseat duels keep secrets: a window opens for hidden cards whatever they are (issue 36).
  const secrets = mode === 'hotseat' ? ({ keepSecrets: true } as const) : {};
  if ('scenario' in setup) return { kind: 'scenario', scenario: setup.scenario, ...secrets };
  const decks = setup.decks.map((d) => ({ main: [...d.main], extra: [...(d.extra ?? [])] })) as [DeckList, DeckList];
  return { kind: 'decks', decks, seed: setup.seed ?? seed(), firstPlayer: setup.firstPlayer ?? 0, format: setup.format ?? DEFAULT_FORMAT, ...secrets };
}

/**
 * Starts a session: the duel is set up and shown to its first decider (windows not asked passed for
 * them). `seed` is asked only when the setup has none (a position, or decks with their seed, need none).
 */
export function begin(mode: Mode, setup: DuelSetup, seed: () => number, policy: SessionPolicy): Result<DuelSession> {
  let start: DuelStart;
  let duel: Duel;
  try {
    start = startOf(setup, mode, seed);
    duel = startDuel(start);
  } catch (e) {
    return { ok: false, error: `Could not start the duel: ${message(e)}` };
  }
  const practice = mode === 'computer' && setup.practice === true && !setup.owner;
  const session: DuelSession = { mode, setup, start, practice, duel, actions: [], deciders: [], log: startLog(duel), viewer: 0, handoverTo: null, claimBy: null, surrenderedBy: null, activationStart: null, end: null };
  return { ok: true, value: settle(session, duel, policy) };
}

const surrenderReason = (loser: Player, reader?: Player): string =>
  reader === undefined ? `Player ${loser + 1} surrendered` : loser === reader ? 'You surrendered' : 'Your opponent surrendered';

/** The player who decides now, or null once the duel is over (a surrender included). */
export const decider = (s: DuelSession): Player | null => (s.end !== null || s.duel.winner !== null ? null : decidingPlayer(s.duel));

/**
 * Shows `duel` as the session's new duel: passes every response window its player would not be
 * asked in (promptPolicy.ts: the setting, a claim, in hotseat public facts only), recorded as an
 * action with no decider; then the viewer and the hotseat cover; then the end, once it comes.
 * `restored`: a duel played again as it was saved (its windows were asked or passed then).
 */
function settle(s: DuelSession, duel: Duel, policy: SessionPolicy, restored = false): DuelSession {
  const deciding = decidingPlayer(duel);
  if (!restored && deciding !== null && duel.winner === null && duel.flow.window && !duel.flow.prompt && (s.mode === 'hotseat' || deciding === 0)) {
    const claimed = s.claimBy === deciding;
    const asked = interactionFor(duel, deciding);
    // In hotseat, giving the device to the other player is seen: decided from public facts only.
    const asks =
      s.mode === 'hotseat' && deciding !== s.viewer
        ? handsOverNow(deciding, viewFor(duel, deciding), asked, policy.chainPrompts, claimed, hiddenOf(duel, deciding))
        : asksNow(viewFor(duel, deciding), asked, policy.chainPrompts, claimed);
    if (asked.pass && !asks) {
      const next = applyAction(duel, asked.pass);
      // Logged as what happened next, not as the player's "Pass": a pass made for them says nothing,
      // and would tell the other player they held something.
      const log = withPassMadeFor(s.log, logEntry(duel, next, null, null, nextLogId(s.log)));
      return settle({ ...s, duel, actions: [...s.actions, asked.pass], deciders: [...s.deciders, null], log }, next, policy);
    }
    if (claimed) s = { ...s, claimBy: null };
  }
  let viewer: Player = s.mode === 'computer' ? 0 : s.viewer;
  let handoverTo: Player | null = null;
  if (s.mode === 'hotseat' && deciding !== null && deciding !== s.viewer && duel.winner === null) {
    viewer = deciding;
    handoverTo = deciding;
  }
  let end = s.end;
  if (duel.winner !== null && end === null) {
    end = { winner: duel.winner, reasons: [viewFor(duel, 0).winReason ?? '', viewFor(duel, 1).winReason ?? ''], neutral: duel.winReason ?? '' };
  }
  return { ...s, duel, viewer, handoverTo, end };
}

/**
 * Applies an action `actor` chose in their own view's terms (the mat's, or the computer's:
 * legalActionsFor); refused with the engine's reason, the session unchanged.
 */
export function perform(s: DuelSession, actor: Player, chosen: Action, policy: SessionPolicy): Result<DuelSession> {
  let next: Duel;
  let action: Action;
  try {
    action = actionFromView(s.duel, actor, chosen);
    next = applyAction(s.duel, action);
  } catch (e) {
    if (e instanceof IllegalActionError || (e instanceof Error && e.name === 'IllegalActionError')) return { ok: false, error: e.message || 'That action is not allowed now.' };
    return { ok: false, error: `Something went wrong: ${message(e)}` };
  }
  // An activation whose costs or targets are still being chosen may be taken back (cancelActivation).
  const activationStart = promptStage(next) !== 'activation' ? null : action.type === 'activate' ? { duel: s.duel, actions: s.actions.length, log: s.log } : s.activationStart;
  const log = [...s.log, logEntry(s.duel, next, actor, action, nextLogId(s.log))];
  return { ok: true, value: settle({ ...s, actions: [...s.actions, action], deciders: [...s.deciders, actor], log, activationStart }, next, policy) };
}

/** The player on screen acts (the mat's dispatch): refused when the duel is over or it is not their move. */
export function performForViewer(s: DuelSession, action: Action, policy: SessionPolicy): Result<DuelSession> {
  if (s.duel.winner !== null || s.surrenderedBy !== null) return { ok: false, error: 'The duel is over.' };
  if (s.handoverTo !== null || decidingPlayer(s.duel) !== s.viewer) return { ok: false, error: s.mode === 'computer' ? 'Wait: it is your opponent’s move.' : 'It is not your move.' };
  return perform(s, s.viewer, action, policy);
}

/** Applies the prompt setting again to the window on screen (after the setting changed). */
export function passBySetting(s: DuelSession, policy: SessionPolicy): DuelSession {
  if (!s.duel.flow.window || s.handoverTo !== null || s.surrenderedBy !== null) return s;
  return settle(s, s.duel, policy);
}

/** The viewer claims (or gives up the claim on) their next response window. */
export function claimNextWindow(s: DuelSession, on: boolean): DuelSession {
  if (on) return { ...s, claimBy: s.viewer };
  return s.claimBy === s.viewer ? { ...s, claimBy: null } : s;
}

export const confirmHandover = (s: DuelSession): DuelSession => (s.handoverTo === null ? s : { ...s, handoverTo: null });

/** The viewer may take back the activation whose costs or targets they are choosing. */
export const canCancel = (s: DuelSession): boolean => promptStage(s.duel) === 'activation' && s.activationStart !== null && decider(s) === s.viewer && s.surrenderedBy === null;

/** Takes back that activation: the duel, the log and the actions are as they were before it (issue 36). */
export function cancelActivation(s: DuelSession): DuelSession {
  const back = s.activationStart;
  if (!back || !canCancel(s)) return s;
  // Shown exactly as it was: its window (if the activation answered one) is not asked or passed again.
  return settle({ ...s, actions: s.actions.slice(0, back.actions), deciders: s.deciders.slice(0, back.actions), log: back.log, activationStart: null }, back.duel, AS_SAVED, true);
}

/** The player on screen gives up (against the computer, always the human): the engine ends the duel. */
export function surrender(s: DuelSession): DuelSession {
  if (s.duel.winner !== null || s.surrenderedBy !== null) return s;
  return surrendered(s, s.mode === 'computer' ? 0 : s.viewer);
}

function surrendered(s: DuelSession, loser: Player): DuelSession {
  const text: ByPlayer<string> = [surrenderReason(loser, 0), surrenderReason(loser, 1)];
  const entry: LogEntry = { id: nextLogId(s.log), turn: s.duel.turn, actor: loser, text, events: [[], []] };
  // The engine records the surrender, so the duel itself is over (no move is legal any more).
  const end: DuelEnd = { winner: opponentOf(loser), reasons: text, neutral: surrenderReason(loser) };
  return { ...s, duel: concede(s.duel, loser), surrenderedBy: loser, handoverTo: null, activationStart: null, log: [...s.log, entry], end: s.end ?? end };
}

/** What the viewer sees: their view of the duel, with a surrender said in their words. */
export function viewOf(s: DuelSession): DuelView {
  const view = viewFor(s.duel, s.viewer);
  if (s.surrenderedBy === null) return view;
  return { ...view, winReason: surrenderReason(s.surrenderedBy, s.mode === 'computer' ? s.viewer : undefined) };
}

/** Practice: the indices in `actions` of the actions the human (player 0) chose. */
export const humanDecisions = (s: DuelSession): number[] => (s.practice ? s.deciders.flatMap((p, i) => (p === 0 ? [i] : [])) : []);

/** Where the activation whose prompts are open in `duels.at(-1)` started, for a duel played again (resume, undo). */
function activationStartIn(duels: readonly Duel[], actions: readonly Action[], by: readonly (Player | null)[]): DuelSession['activationStart'] {
  if (promptStage(duels.at(-1)!) !== 'activation') return null;
  const i = actions.findLastIndex((a) => a.type === 'activate');
  return i < 0 ? null : { duel: duels[i]!, actions: i, log: rebuildLog(duels.slice(0, i + 1), actions.slice(0, i), by) };
}

/**
 * Practice only: back to the human's previous decision, playing the duel again from its start
 * without the last actions (the computer's replies since then included).
 */
export function undo(s: DuelSession, policy: SessionPolicy): Result<DuelSession> | null {
  if (!s.practice || s.mode !== 'computer' || s.surrenderedBy !== null) return null;
  const last = humanDecisions(s).at(-1);
  if (last === undefined) return null;
  const kept = s.actions.slice(0, last);
  const played = replay(s.start, kept);
  if (!played.ok) return { ok: false, error: `Cannot undo: ${played.error}` };
  const duels = played.value;
  const deciders = s.deciders.slice(0, last);
  const back: DuelSession = { ...s, actions: kept, deciders, log: rebuildLog(duels, kept, deciders), activationStart: activationStartIn(duels, kept, deciders), end: null };
  return { ok: true, value: settle(back, duels.at(-1)!, policy) };
}

/**
 * A saved duel played again, exactly where it was: board, hands, LP, log, an open prompt, the
 * hotseat cover. `owner`: who the duel belongs to (a Match's Duel, a puzzle), which a save does not say.
 */
export function resume(save: DuelSave, owner?: DuelOwner): Result<DuelSession> {
  const played = replay(save.start, save.actions);
  if (!played.ok) return played;
  const duels = played.value;
  const duel = duels.at(-1)!;
  // Passes made for a player (a window not asked) are kept apart: undo goes past them, the log does not name them.
  const auto = new Set(save.auto ?? []);
  const deciders = duels.slice(0, -1).map((d, i) => (auto.has(i) ? null : (decidingPlayer(d) ?? 0)));
  const practice = save.practice && save.mode === 'computer' && !owner;
  const own = owner ? { owner } : {};
  const setup: DuelSetup =
    save.start.kind === 'scenario'
      ? { scenario: save.start.scenario, practice, ...own, ...(save.computerLevel && { computerLevel: save.computerLevel }) }
      : { decks: save.start.decks, seed: save.start.seed, firstPlayer: save.start.firstPlayer, practice, format: save.start.format, ...own };
  const log = rebuildLog(duels, save.actions, deciders);
  const base: DuelSession = { mode: save.mode, setup, start: save.start, practice, duel, actions: [...save.actions], deciders, log, viewer: save.viewer, handoverTo: null, claimBy: null, surrenderedBy: null, activationStart: activationStartIn(duels, save.actions, deciders), end: null };
  if (save.surrenderedBy !== null && duel.winner === null) return { ok: true, value: surrendered(base, save.surrenderedBy) };
  const shown = settle(base, duel, AS_SAVED, true);
  if (save.mode !== 'hotseat' || duel.winner !== null) return { ok: true, value: shown };
  return { ok: true, value: { ...shown, viewer: save.handoverTo ?? save.viewer, handoverTo: save.handoverTo } };
}

/** The computer's level this duel fixes (the guided first duel plays Easy), if its setup does. */
export const computerLevelOf = (s: DuelSession): Level | undefined => ('scenario' in s.setup ? s.setup.computerLevel : undefined);

/** The session as it is saved after every action (./saveGame.ts): start + actions, never the duel itself. */
export function toSave(s: DuelSession): DuelSave {
  const auto = s.deciders.flatMap((p, i) => (p === null ? [i] : []));
  const computerLevel = computerLevelOf(s);
  return { format: SAVE_FORMAT, version: SAVE_VERSION, mode: s.mode, practice: s.practice, start: s.start, actions: s.actions, surrenderedBy: s.surrenderedBy, viewer: s.viewer, handoverTo: s.handoverTo, ...(auto.length > 0 && { auto }), ...(computerLevel && { computerLevel }) };
}

/** The finished duel as a replay (null while it is not over); `level` names the computer. */
export function toReplay(s: DuelSession, level: Level): Replay | null {
  if (s.duel.winner === null && s.surrenderedBy === null) return null;
  const names: [string, string] = s.mode === 'computer' ? ['You', `Computer (${level})`] : ['Player 1', 'Player 2'];
  // A surrender is not an action: the replay plays the actions, then records who gave up.
  const played = s.surrenderedBy !== null ? replay(s.start, s.actions) : null;
  const last = played?.ok ? played.value.at(-1)! : s.duel;
  return { format: REPLAY_FORMAT, version: REPLAY_VERSION, names, mode: s.mode, start: s.start, actions: [...s.actions], surrenderedBy: s.surrenderedBy, result: resultOf(last, s.surrenderedBy) };
}

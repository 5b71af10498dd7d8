import { decidingPlayer, legalActionsFor, viewFor, type Action, type Duel } from '../engine';
import { chooseAction, type ChooseOptions } from '../ai';
import { createThinker, type Thinker } from '../ai/client';
import type { Level } from '../ai/levels';
import { nextUint32, seedRng, type RngState } from '../engine/random';
import { computerLevelOf, decider, type DuelSession } from './session';

/** The computer's seeds: from a fixed seed (`?seed=`, tests), a generator, so a duel replays the same way. */
const AI_SEED_SALT = 0xa1;
/** Hard searches for about this long per decision when the duel need not replay exactly. */
const HARD_BUDGET_MS = 1000;

/** What the settings say about the computer's turn, read afresh for every decision. */
export interface ComputerSettings {
  readonly level: Level;
  /** The Fast computer setting: no pause before a move. */
  readonly fast: boolean;
  /** The thinking pause per action, in ms. */
  readonly delayMs: number;
}

export interface ComputerHooks {
  /** The session's seed for the computer (null: random seeds, and Hard searches by time). */
  readonly fixedSeed: number | null;
  /** A random seed, when there is no fixed one. */
  readonly randomSeed: () => number;
  /** Whether the computer is seen thinking. */
  readonly thinking: (on: boolean) => void;
  /** Plays `action` for player 1 on `from`, if that is still the session's duel; false when refused. */
  readonly play: (from: Duel, action: Action) => boolean;
  /** The worker to think in (tests give none: the computer thinks in this thread). */
  readonly thinker?: Thinker;
}

/**
 * The computer player of one duel session (player 1 in 'computer' mode): it owns the timers, the
 * worker and the seeds of its decisions. The store calls `consider` after every change; a plan for a
 * duel that has changed since is dropped, and `stop` (the session replaced, undone or left) ends it all.
 */
export interface ComputerDriver {
  consider(session: DuelSession, settings: ComputerSettings): void;
  /** Drops the pending decision (the session goes on: after an undo). */
  cancel(): void;
  /** Ends the driver with its session: the pending decision and the worker. */
  stop(): void;
}

export function createComputer(hooks: ComputerHooks): ComputerDriver {
  const thinker = hooks.thinker ?? createThinker();
  let rng: RngState | null = hooks.fixedSeed === null ? null : seedRng(hooks.fixedSeed ^ AI_SEED_SALT);
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped by every plan and cancel, so an older plan (a timer, a worker reply) does nothing. */
  let generation = 0;
  let stopped = false;

  const seed = (): number => {
    if (rng === null) return hooks.randomSeed();
    const [x, next] = nextUint32(rng);
    rng = next;
    return x;
  };

  const cancel = () => {
    generation++;
    clearTimeout(timer);
  };

  const consider = (session: DuelSession, settings: ComputerSettings) => {
    cancel();
    const duel = session.duel;
    if (stopped || session.mode !== 'computer' || decider(session) !== 1) {
      hooks.thinking(false);
      return;
    }
    // A response window opens for the computer only when it holds something it could activate, so
    // thinking or pausing there would tell the player so: it decides unseen, a pass goes on at once,
    // and only an activation is paced (it is shown right after anyway).
    const inWindow = duel.flow.window !== null && !duel.flow.prompt;
    if (!inWindow) hooks.thinking(true);
    const planned = generation;
    const stale = () => stopped || planned !== generation;
    const level = computerLevelOf(session) ?? settings.level;
    timer = setTimeout(() => {
      if (stale() || decidingPlayer(duel) !== 1) return;
      // The computer is given what its view names, as a player would be (legalActionsFor).
      const actions = legalActionsFor(duel, 1);
      if (actions.length === 0) return hooks.thinking(false);
      // A fixed seed must replay exactly, so the search is then bounded by iterations, not time.
      const options: ChooseOptions = { level, seed: seed(), ...(level === 'hard' && hooks.fixedSeed === null && { budgetMs: HARD_BUDGET_MS }) };
      const view = viewFor(duel, 1);
      const play = (choice: Action) => {
        if (stale()) return;
        const go = () => {
          if (!stale() && !hooks.play(duel, choice)) hooks.thinking(false);
        };
        if (inWindow && choice.type !== 'pass' && !settings.fast) {
          hooks.thinking(true);
          timer = setTimeout(go, settings.delayMs);
        } else go();
      };
      const thought = thinker.think(view, actions, options);
      if (thought) thought.then(play, () => !stale() && play(chooseAction(view, actions, options)));
      else play(chooseAction(view, actions, options));
    }, settings.fast || inWindow ? 0 : settings.delayMs);
  };

  return {
    consider,
    cancel,
    stop: () => {
      cancel();
      stopped = true;
      thinker.terminate();
    },
  };
}


import { applyAction, createDuel, legalActions, type Action, type Duel } from '../engine';
import { PRESET_DECKS } from '../cards/decks';

/**
 * Warms the engine up while the browser is idle, so a player's first Summon and first attack of a
 * page are as quick as the later ones.
 *
 * Why: measured in Chromium, the first attack of a page spent about 35 ms in `applyAction`, most of
 * it in the turn statechart's XState transitions into the Damage Step (code that has not run yet,
 * and the engine's memo of transitions still empty); the same attack later costs under 2 ms. That
 * made the first attack a long task. A throwaway duel between the preset decks, played by an eager
 * scripted player (attack, else Summon, else activate, else on to the Battle Phase), runs the same
 * code paths and fills the same module-level memo. It runs in idle slices of a few actions each, so
 * it never blocks input itself, and stops after one duel or MAX_ACTIONS.
 */
const MAX_ACTIONS = 400;
/**
 * Start an action only while this much of the idle period is left: one cold action (the first
 * attack) took about 35 ms, and an idle period is at most 50 ms, so a slice never becomes a long task.
 */
const SLICE_RESERVE_MS = 40;

const PREFERENCE: readonly Action['type'][] = ['attack', 'normalSummon', 'activate', 'flipSummon', 'setSpellTrap', 'select'];

/** The eager player's choice: the first preferred kind of action available, then the Battle Phase, then anything. */
export function eagerChoice(actions: readonly Action[], step: number): Action {
  for (const type of PREFERENCE) {
    const found = actions.filter((a) => a.type === type);
    if (found.length > 0) return found[step % found.length]!;
  }
  return actions.find((a) => a.type === 'nextPhase' && a.to === 'battle') ?? actions[step % actions.length]!;
}

/** Plays up to `budget` actions of the duel; returns the duel reached, or null when it is over. */
export function playSome(duel: Duel, from: number, budget: () => boolean): { duel: Duel | null; step: number } {
  let d = duel;
  let step = from;
  while (step < MAX_ACTIONS && budget()) {
    const actions = legalActions(d);
    if (actions.length === 0) return { duel: null, step };
    d = applyAction(d, eagerChoice(actions, step));
    step++;
  }
  return { duel: step < MAX_ACTIONS ? d : null, step };
}

/**
 * Starts the idle-time warm-up (the app does once, when it mounts); returns what stops it (an
 * effect's cleanup: React's StrictMode mounts twice in development, and the first one stops).
 */
export function warmUpEngine(): () => void {
  const [first, second] = PRESET_DECKS;
  if (typeof window === 'undefined' || !first || !second) return () => undefined;
  let duel: Duel | null = createDuel({ decks: [{ main: [...first.main] }, { main: [...second.main] }], seed: 1, firstPlayer: 0 });
  const stop = () => {
    duel = null;
  };
  let step = 0;
  const idle = (run: (deadline: { timeRemaining(): number }) => void) =>
    typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(run) : setTimeout(() => run({ timeRemaining: () => 16 }), 50);
  const slice = (deadline: { timeRemaining(): number }) => {
    if (duel === null) return;
    try {
      ({ duel, step } = playSome(duel, step, () => deadline.timeRemaining() > SLICE_RESERVE_MS));
    } catch {
      duel = null; // a warm-up is never worth an error on screen
    }
    if (duel !== null) idle(slice);
    // A user-timing mark, so a bench or the browser's performance panel can see when it finished.
    else performance.mark('duelmat:engine-warm', { detail: { actions: step } });
  };
  idle(slice);
  return stop;
}

import { initialTransition, setup, transition, type StateValue } from 'xstate';
import type { Phase, Player } from './constants';
import type { Duel } from './state';

/**
 * The turn statechart (rulebook "Turn Structure"): Draw -> Standby -> Main 1 -> Battle (Start Step ->
 * Battle Step <-> Damage Step -> End Step) -> Main 2 -> End. It holds the skeleton only; the board is
 * never in its context. The duel stores the machine's state value (plain data) and the engine
 * advances it with XState's pure `transition`, memoised because the machine has no data of its own
 * beyond the one guard input.
 */
export const turnMachine = setup({
  types: {
    context: {} as { battlePhaseAllowed: boolean },
    input: {} as { battlePhaseAllowed: boolean },
    events: {} as
      | { type: 'NEXT' }
      | { type: 'ENTER_BATTLE_PHASE' }
      | { type: 'SKIP_BATTLE_PHASE' }
      | { type: 'DECLARE_ATTACK' }
      | { type: 'END_BATTLE_PHASE' },
  },
  guards: {
    // The player who goes first cannot conduct a Battle Phase on their first turn.
    battlePhaseAllowed: ({ context }) => context.battlePhaseAllowed,
  },
}).createMachine({
  id: 'turn',
  context: ({ input }) => ({ battlePhaseAllowed: input.battlePhaseAllowed }),
  initial: 'draw',
  states: {
    draw: { on: { NEXT: 'standby' } },
    standby: { on: { NEXT: 'main1' } },
    main1: {
      on: {
        ENTER_BATTLE_PHASE: { target: 'battle', guard: 'battlePhaseAllowed' },
        // Skipping the Battle Phase goes straight to the End Phase.
        SKIP_BATTLE_PHASE: 'end',
      },
    },
    battle: {
      initial: 'start',
      states: {
        start: { on: { NEXT: 'battle' } },
        battle: { on: { DECLARE_ATTACK: 'damage', END_BATTLE_PHASE: 'end' } },
        damage: {
          initial: 'start',
          states: {
            start: { on: { NEXT: 'beforeCalculation' } },
            beforeCalculation: { on: { NEXT: 'calculation' } },
            calculation: { on: { NEXT: 'afterCalculation' } },
            afterCalculation: { on: { NEXT: 'end' } },
            end: { on: { NEXT: '#turn.battle.battle' } },
          },
        },
        end: { on: { NEXT: '#turn.main2' } },
      },
    },
    main2: { on: { NEXT: 'end' } },
    end: { on: { NEXT: 'over' } },
    over: { type: 'final' },
  },
});

export type TurnEvent = Parameters<typeof transition<typeof turnMachine>>[2];
export type TurnEventType = TurnEvent['type'];
/** The machine's state value, e.g. 'main1' or { battle: { damage: 'calculation' } }. */
export type TurnStateValue = StateValue;

const memo = new Map<string, TurnStateValue | null>();

/** A short key for a state value: 'main1', 'battle.damage.calculation'. */
const stateKey = (value: TurnStateValue): string => {
  if (typeof value === 'string') return value;
  let key = keyMemo.get(value);
  if (key === undefined) {
    key = Object.entries(value).map(([k, sub]) => `${k}.${sub === undefined ? '' : stateKey(sub)}`).join(',');
    keyMemo.set(value, key);
  }
  return key;
};
const keyMemo = new WeakMap<object, string>();

/** The state value a new turn starts in. */
export function initialTurnState(battlePhaseAllowed: boolean): TurnStateValue {
  let value = initialMemo.get(battlePhaseAllowed);
  if (value === undefined) {
    value = initialTransition(turnMachine, { battlePhaseAllowed })[0].value;
    initialMemo.set(battlePhaseAllowed, value);
  }
  return value;
}
const initialMemo = new Map<boolean, TurnStateValue>();

/** The next state value, or null when the event is not accepted there. */
export function nextTurnState(value: TurnStateValue, event: TurnEventType, battlePhaseAllowed: boolean): TurnStateValue | null {
  // First by the value itself (the values the engine passes around are the memo's own objects).
  let byEvent = byValue.get(value);
  if (!byEvent) {
    byEvent = new Map();
    byValue.set(value, byEvent);
  }
  const eventKey = battlePhaseAllowed ? event : `${event}!`;
  const known = byEvent.get(eventKey);
  if (known !== undefined) return known;
  const result = computeNextTurnState(value, event, battlePhaseAllowed);
  byEvent.set(eventKey, result);
  return result;
}
/** Keyed by value identity; a WeakMap for object values (a loaded duel brings its own copies). */
const byValue = {
  strings: new Map<string, Map<string, TurnStateValue | null>>(),
  objects: new WeakMap<object, Map<string, TurnStateValue | null>>(),
  get(v: TurnStateValue) {
    return typeof v === 'string' ? this.strings.get(v) : this.objects.get(v);
  },
  set(v: TurnStateValue, m: Map<string, TurnStateValue | null>) {
    if (typeof v === 'string') this.strings.set(v, m);
    else this.objects.set(v, m);
  },
};

function computeNextTurnState(value: TurnStateValue, event: TurnEventType, battlePhaseAllowed: boolean): TurnStateValue | null {
  const key = `${stateKey(value)}|${event}|${battlePhaseAllowed}`;
  const hit = memo.get(key);
  if (hit !== undefined) return hit;
  const snapshot = turnMachine.resolveState({ value, context: { battlePhaseAllowed } });
  const [next] = transition(turnMachine, snapshot, { type: event });
  const changed = stateKey(next.value) !== stateKey(value);
  const result = changed ? next.value : null;
  memo.set(key, result);
  return result;
}

export function phaseOf(value: TurnStateValue): Phase | 'over' {
  return (typeof value === 'string' ? value : Object.keys(value)[0]) as Phase | 'over';
}

export function battleStepOf(value: TurnStateValue): 'start' | 'battle' | 'damage' | 'end' | null {
  if (typeof value === 'string') return null;
  const inner = (value as Record<string, StateValue>).battle;
  if (inner === undefined) return null;
  return (typeof inner === 'string' ? inner : Object.keys(inner)[0]) as 'start' | 'battle' | 'damage' | 'end';
}

export function damageTimingOf(value: TurnStateValue): string | null {
  if (typeof value === 'string') return null;
  const inner = (value as Record<string, StateValue>).battle;
  if (inner === undefined || typeof inner === 'string') return null;
  const damage = (inner as Record<string, StateValue>).damage;
  return typeof damage === 'string' ? damage : null;
}

/** The current phase of the duel. */
export function currentPhase(duel: Duel): Phase {
  const phase = phaseOf(duel.turnState);
  return phase === 'over' ? 'end' : phase;
}

/** The current Battle Phase step, or null outside the Battle Phase. */
export function currentStep(duel: Duel): 'start' | 'battle' | 'damage' | 'end' | null {
  return battleStepOf(duel.turnState);
}

/** Whether the player who goes first is in their first turn (no draw, no Battle Phase). */
export const isFirstTurn = (duel: Duel): boolean => duel.turn === 1;

/** The player who must decide now: a prompt's player, a response window's, else the turn player. */
export function decidingPlayer(duel: Duel): Player | null {
  if (duel.winner !== null) return null;
  if (duel.prompt) return duel.prompt.player;
  if (duel.window) return duel.window.player;
  return duel.turnPlayer;
}

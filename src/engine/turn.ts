import { initialTransition, setup, transition, type StateValue } from 'xstate';
import type { Phase, Player } from './constants';
import type { Duel } from './state';

/**
 * The turn statechart (rulebook "Turn Structure"): Draw -> Standby -> Main 1 -> Battle (Start Step ->
 * Battle Step <-> Damage Step -> End Step) -> Main 2 -> End. It holds the skeleton only; the board is
 * never in its context. The duel stores the machine's state value (plain data) and the engine
 * advances it with XState's pure `transition`, worked out for every state once as the module loads
 * (the machine has no data of its own beyond the one guard input).
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
      | { type: 'END_BATTLE_PHASE' }
      | { type: 'TO_END_PHASE' },
  },
  guards: {
    // The player who goes first cannot conduct a Battle Phase on their first turn.
    battlePhaseAllowed: ({ context }) => context.battlePhaseAllowed,
  },
}).createMachine({
  id: 'turn',
  context: ({ input }) => ({ battlePhaseAllowed: input.battlePhaseAllowed }),
  initial: 'draw',
  // "It becomes the End Phase of this turn" (Neko Mane King): from any phase or step, straight to the End Phase.
  on: { TO_END_PHASE: '.end' },
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

const TURN_EVENTS = ['NEXT', 'ENTER_BATTLE_PHASE', 'SKIP_BATTLE_PHASE', 'DECLARE_ATTACK', 'END_BATTLE_PHASE', 'TO_END_PHASE'] as const satisfies readonly TurnEventType[];

/** A short key for a state value: 'main1', 'battle.damage.calculation'. */
const stateKey = (value: TurnStateValue): string =>
  typeof value === 'string' ? value : Object.entries(value).map(([k, sub]) => `${k}.${sub === undefined ? '' : stateKey(sub)}`).join(',');

/** The machine's whole transition table, worked out once when the module loads (the machine has
 * no data beyond the one guard input, so it is small): state key → event (`!` when the Battle
 * Phase is not allowed) → the next value, or null. Never changed afterwards. */
function transitionTable(): { readonly initial: ReadonlyMap<boolean, TurnStateValue>; readonly next: ReadonlyMap<string, ReadonlyMap<string, TurnStateValue | null>>; readonly keys: ReadonlyMap<object, string> } {
  const initial = new Map<boolean, TurnStateValue>();
  const next = new Map<string, Map<string, TurnStateValue | null>>();
  const keys = new Map<object, string>();
  const canonical = new Map<string, TurnStateValue>();
  // One object per state: the values the engine passes around are the table's own, found by identity.
  const intern = (value: TurnStateValue): TurnStateValue => {
    const key = stateKey(value);
    let v = canonical.get(key);
    if (v === undefined) {
      canonical.set(key, (v = value));
      if (typeof v !== 'string') keys.set(v, key);
      todo.push(v);
    }
    return v;
  };
  const todo: TurnStateValue[] = [];
  for (const allowed of [true, false]) initial.set(allowed, intern(initialTransition(turnMachine, { battlePhaseAllowed: allowed })[0].value));
  while (todo.length > 0) {
    const value = todo.pop()!;
    const byEvent = new Map<string, TurnStateValue | null>();
    next.set(stateKey(value), byEvent);
    for (const allowed of [true, false]) {
      for (const event of TURN_EVENTS) {
        const snapshot = turnMachine.resolveState({ value, context: { battlePhaseAllowed: allowed } });
        const [after] = transition(turnMachine, snapshot, { type: event });
        byEvent.set(allowed ? event : `${event}!`, stateKey(after.value) === stateKey(value) ? null : intern(after.value));
      }
    }
  }
  return { initial, next, keys };
}
const TABLE = transitionTable();

/** An event's place in a row of ROWS: its index in TURN_EVENTS, plus the number of events when the Battle Phase is not allowed. */
function eventIndex(event: TurnEventType): number {
  switch (event) {
    case 'NEXT': return 0;
    case 'ENTER_BATTLE_PHASE': return 1;
    case 'SKIP_BATTLE_PHASE': return 2;
    case 'DECLARE_ATTACK': return 3;
    case 'END_BATTLE_PHASE': return 4;
    case 'TO_END_PHASE': return 5;
  }
}

/**
 * The table again as one row per state, keyed by the table's own value (the strings, and the objects
 * found by identity): a transition is one lookup and an index, not a key made and two lookups by
 * string (each phase step and attack asks it). Never changed afterwards.
 */
const ROWS: ReadonlyMap<TurnStateValue, readonly (TurnStateValue | null)[]> = (() => {
  const rows = new Map<TurnStateValue, readonly (TurnStateValue | null)[]>();
  // A compound state's own object by its key (a simple state's value is its key).
  const own = new Map<string, TurnStateValue>([...TABLE.keys].map(([value, key]) => [key, value as TurnStateValue]));
  for (const [key, byEvent] of TABLE.next) rows.set(own.get(key) ?? key, rowOf(byEvent));
  return rows;
})();

/** A state value's short key ('main1', 'battle.battle'): plain data a duel may keep to come back to that state (a battle started by a card effect). */
export const turnStateKey = (value: TurnStateValue): string => stateKey(value);

/** The table's state value for a key `turnStateKey` gave. */
export function turnStateOfKey(key: string): TurnStateValue {
  for (const [value, k] of TABLE.keys) if (k === key) return value as TurnStateValue;
  if (TABLE.next.has(key)) return key;
  throw new Error(`Not a state of the turn: ${key}`);
}

/** The state value a new turn starts in. */
export function initialTurnState(battlePhaseAllowed: boolean): TurnStateValue {
  return TABLE.initial.get(battlePhaseAllowed)!;
}

/** The next state value, or null when the event is not accepted there. */
export function nextTurnState(value: TurnStateValue, event: TurnEventType, battlePhaseAllowed: boolean): TurnStateValue | null {
  const row = ROWS.get(value) ?? rowByKey(value);
  return row[eventIndex(event) + (battlePhaseAllowed ? 0 : TURN_EVENTS.length)]!;
}

/** The row of a state value that is not the table's own (a loaded duel brings its own copies): found by its key. */
function rowByKey(value: TurnStateValue): readonly (TurnStateValue | null)[] {
  const key = stateKey(value);
  const byEvent = TABLE.next.get(key);
  if (!byEvent) throw new Error(`Not a state of the turn: ${key}`);
  return rowOf(byEvent);
}

/** A state's next values in eventIndex order: each event with the Battle Phase allowed, then each without. */
function rowOf(byEvent: ReadonlyMap<string, TurnStateValue | null>): readonly (TurnStateValue | null)[] {
  return [...TURN_EVENTS.map((event) => byEvent.get(event)!), ...TURN_EVENTS.map((event) => byEvent.get(`${event}!`)!)];
}

export function phaseOf(value: TurnStateValue): Phase | 'over' {
  return (typeof value === 'string' ? value : firstKey(value)) as Phase | 'over';
}

/** The one key of a compound state value (what Object.keys(value)[0] says, without making the list). */
function firstKey(value: object): string | undefined {
  for (const key in value) if (Object.hasOwn(value, key)) return key;
  return undefined;
}

export function battleStepOf(value: TurnStateValue): 'start' | 'battle' | 'damage' | 'end' | null {
  if (typeof value === 'string') return null;
  const inner = (value as Record<string, StateValue>).battle;
  if (inner === undefined) return null;
  return (typeof inner === 'string' ? inner : firstKey(inner)) as 'start' | 'battle' | 'damage' | 'end';
}

export function damageTimingOf(value: TurnStateValue): string | null {
  if (typeof value === 'string') return null;
  const inner = (value as Record<string, StateValue>).battle;
  if (inner === undefined || typeof inner === 'string') return null;
  const damage = (inner as Record<string, StateValue>).damage;
  return typeof damage === 'string' ? damage : null;
}

/** Whether damage calculation has started in the Damage Step (from then on, only Counter Traps may be activated). */
export function damageCalculationStarted(value: TurnStateValue): boolean {
  const timing = damageTimingOf(value);
  return timing === 'calculation' || timing === 'afterCalculation' || timing === 'end';
}

/** The current phase of the duel. */
export function currentPhase(duel: Duel): Phase {
  const phase = phaseOf(duel.flow.turnState);
  return phase === 'over' ? 'end' : phase;
}

/** The current Battle Phase step, or null outside the Battle Phase. */
export function currentStep(duel: Duel): 'start' | 'battle' | 'damage' | 'end' | null {
  return battleStepOf(duel.flow.turnState);
}

/** Whether the player who goes first is in their first turn (no draw, no Battle Phase). */
export const isFirstTurn = (duel: Duel): boolean => duel.turn === 1;

/** The player who must decide now: a prompt's player, a response window's, else the turn player. */
export function decidingPlayer(duel: Duel): Player | null {
  if (duel.winner !== null) return null;
  if (duel.flow.prompt) return duel.flow.prompt.player;
  if (duel.flow.window) return duel.flow.window.player;
  return duel.turnPlayer;
}

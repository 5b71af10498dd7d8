import { describeAction, holdsHiddenCards, viewFor, type Action, type ByPlayer, type Duel, type Player } from '../engine';
import type { LogEntry } from './types';

/**
 * The duel log: every line in both players' words (`text[viewer]`), so each player only ever sees
 * their own side's version: "You Set Celtic Guardian" for one, "Opponent Sets a monster" for the other.
 */


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

/** The line for one action (null: what the duel did by itself), numbered `id`. */
export function logEntry(before: Duel, after: Duel, actor: Player | null, action: Action | null, id: number): LogEntry {
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
  return { id, turn: after.turn, actor, text, events };
}

/** What `player` holds hidden from the other: whether anything, and whether a given card is (in hand or Set). */
export function hiddenOf(duel: Duel, player: Player): { any: boolean; card: (id: string) => boolean } {
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
export function withPassMadeFor(log: readonly LogEntry[], entry: LogEntry): readonly LogEntry[] {
  if (entry.events[0].length + entry.events[1].length === 0) return log;
  const last = log.at(-1);
  if (!last) return [entry];
  const events: ByPlayer<readonly string[]> = [[...last.events[0], ...entry.events[0]], [...last.events[1], ...entry.events[1]]];
  return [...log.slice(0, -1), { ...last, events }];
}

/** The number for the next line of `log`. */
export const nextLogId = (log: readonly LogEntry[]): number => (log.at(-1)?.id ?? 0) + 1;

/** The opening lines of a duel (what the start itself did: hands drawn, a position's notes). */
export function startLog(duel: Duel): LogEntry[] {
  const first = logEntry(duel, duel, null, null, 1);
  return first.events[0].length + first.events[1].length > 0 ? [first] : [];
}

/**
 * The log of a duel played again (resume, undo), as it was written live: `duels[i]` is the duel
 * before `actions[i]`, `by[i]` who chose it (null: a pass made for a player, see withPassMadeFor).
 */
export function rebuildLog(duels: readonly Duel[], actions: readonly Action[], by: readonly (Player | null)[]): LogEntry[] {
  let log: readonly LogEntry[] = startLog(duels[0]!);
  actions.forEach((a, i) => {
    const who = by[i] ?? null;
    const entry = logEntry(duels[i]!, duels[i + 1]!, who, who === null ? null : a, nextLogId(log));
    log = who === null ? withPassMadeFor(log, entry) : [...log, entry];
  });
  return [...log];
}

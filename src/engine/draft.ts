import type { Phase, Player } from './constants';
import type { CardId, Continuation, Duel, DuelEvent, MonsterSlot, PlayerState, SpellTrapSlot } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The working copy of a duel while one action is applied. Only its top-level fields are writable;
 * everything below is shared with the input duel until it is copied on first write through the
 * accessors here (copy-on-write), so the input is never changed and an action copies only what it
 * touches. Tests deep-freeze inputs to prove the purity.
 */
export type Work = Mutable<Omit<Duel, 'events' | 'players'>> & {
  events: DuelEvent[];
  players: [PlayerState, PlayerState];
};

/** What has been copied already in each working copy (kept outside the duel: it is not state). */
const copied = new WeakMap<Work, Set<string>>();

export function draftOf(duel: Duel, keepEvents = false): Work {
  const d: Work = { ...duel, players: [duel.players[0], duel.players[1]], events: keepEvents ? [...duel.events] : [] };
  copied.set(d, new Set());
  return d;
}

function firstWrite(d: Work, key: string): boolean {
  const seen = copied.get(d);
  if (!seen) throw new Error('Not a working copy made by draftOf');
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** The player's record, writable at its top level (lp, normalSummonUsed, ...). */
export function writePlayer(d: Work, p: Player): Mutable<PlayerState> {
  if (firstWrite(d, `${p}`)) d.players[p] = { ...d.players[p] };
  return d.players[p] as Mutable<PlayerState>;
}

type Pile = 'deck' | 'hand' | 'extra' | 'graveyard' | 'banished';

/** One of the player's card piles, writable. */
export function writePile(d: Work, p: Player, pile: Pile): CardId[] {
  const ps = writePlayer(d, p);
  if (firstWrite(d, `${p}.${pile}`)) ps[pile] = [...ps[pile]];
  return ps[pile] as CardId[];
}

/** The player's five Monster Zones, writable (the slots in them are not; see writeMonster). */
export function writeMonsterZones(d: Work, p: Player): (MonsterSlot | null)[] {
  const ps = writePlayer(d, p);
  if (firstWrite(d, `${p}.monsters`)) ps.monsters = [...ps.monsters];
  return ps.monsters as (MonsterSlot | null)[];
}

/** The monster in one Monster Zone, writable. */
export function writeMonster(d: Work, p: Player, zone: number): Mutable<MonsterSlot> {
  const zones = writeMonsterZones(d, p);
  const slot = zones[zone];
  if (!slot) throw new Error(`Monster Zone ${zone + 1} is empty`);
  if (firstWrite(d, `${p}.monsters.${zone}`)) zones[zone] = { ...slot };
  return zones[zone] as Mutable<MonsterSlot>;
}

/** The player's five Spell & Trap Zones, writable (slots are replaced whole). */
export function writeSpellTrapZones(d: Work, p: Player): (SpellTrapSlot | null)[] {
  const ps = writePlayer(d, p);
  if (firstWrite(d, `${p}.spellTraps`)) ps.spellTraps = [...ps.spellTraps];
  return ps.spellTraps as (SpellTrapSlot | null)[];
}

/** The queue of events still to check for triggers, writable. */
export function writeTriggerQueue(d: Work): DuelEvent[] {
  if (firstWrite(d, 'triggerQueue')) d.triggerQueue = [...d.triggerQueue];
  return d.triggerQueue as DuelEvent[];
}

/** Pushes what happens once the current operation is done (flow.ts runs it; see `Continuation`). */
export function pushNext(d: Work, next: Continuation): void {
  d.next = [...(d.next ?? []), next];
}

/** Takes the continuation pushed last, unless none is left to run now (a waiting `turnTowards` stays). */
export function popNext(d: Work): Continuation | undefined {
  const stack = d.next;
  const top = stack?.[stack.length - 1];
  if (!stack || !top || top.kind === 'turnTowards') return undefined;
  setNext(d, stack.slice(0, -1));
  return top;
}

/** Where the turn goes once the Chain is over (the one waiting continuation, at the bottom of the stack). */
export function setTurnTowards(d: Work, to: Phase): void {
  setNext(d, withTurnTowards(d.next, to));
}

/** The stack with `to` as its waiting `turnTowards` (replacing any other). */
export const withTurnTowards = (next: readonly Continuation[] | undefined, to: Phase): Continuation[] =>
  [{ kind: 'turnTowards', to }, ...(next ?? []).filter((c) => c.kind !== 'turnTowards')];

/** Takes the waiting `turnTowards`, if any. */
export function takeTurnTowards(d: Work): Phase | null {
  const waiting = d.next?.find((c) => c.kind === 'turnTowards');
  if (!waiting || waiting.kind !== 'turnTowards') return null;
  setNext(d, d.next!.filter((c) => c !== waiting));
  return waiting.to;
}

/** A duel with an empty stack has no `next` field (its JSON stays as before the flow existed). */
function setNext(d: Work, stack: readonly Continuation[]): void {
  if (stack.length > 0) d.next = stack;
  else delete d.next;
}

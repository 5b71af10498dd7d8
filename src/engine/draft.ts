import type { Phase, Player } from './constants';
import { WAITING, type CardId, type Continuation, type Duel, type DuelEvent, type DuelFlow, type MonsterSlot, type Pending, type PendingAttack, type PendingSummon, type PlayerState, type SpellTrapSlot, type Waiting } from './state';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The working copy of a duel while one action is applied. Only its top-level fields are writable;
 * everything below is shared with the input duel until it is copied on first write through the
 * accessors here (copy-on-write), so the input is never changed and an action copies only what it
 * touches. Tests deep-freeze inputs to prove the purity.
 */
export type Work = Mutable<Omit<Duel, 'events' | 'players' | 'flow'>> & {
  events: DuelEvent[];
  players: [PlayerState, PlayerState];
  /** The working copy's own flow record (copied with the duel: six fields, written on most steps). */
  flow: Mutable<DuelFlow>;
};

/**
 * What has been copied already in each working copy (kept outside the duel: it is not state), one
 * bit per part (see the *_BIT helpers below); a monster slot past the sixth zone falls back to `more`.
 * Only the most recent working copies are remembered, in a small ring kept per engine (its registry,
 * found through the binding of the duel's card table; nothing is kept at module level): a WeakMap entry, or a
 * hidden property defined on each copy, cost more than the copy itself. The engine only ever writes
 * to the copy it made last, and a write to one that has been forgotten throws instead of copying
 * twice or not at all.
 */
interface Copied { bits: number; more: Set<string> | null }
export interface DraftRing {
  readonly works: (Work | null)[];
  readonly copied: (Copied | null)[];
  next: number;
  // The last working copy asked about: nearly every write is to the one being built.
  lastWork: Work | null;
  lastCopied: Copied | null;
  /**
   * How many times Spell & Trap Zones have been handed out for writing (writeSpellTrapZones): their
   * lists are the only part of a player's zones written in place, so an answer read from them
   * (continuous.ts, the Defense lock's) holds while the lists and this count are the same.
   */
  spellTrapWrites: number;
  /** The same for Monster Zones: how many times a zone list or a monster slot has been handed out for writing (writeMonsterZones, writeMonster). */
  monsterWrites: number;
}
const RECENT = 16;
export const newDraftRing = (): DraftRing => ({ works: new Array<Work | null>(RECENT).fill(null), copied: new Array<Copied | null>(RECENT).fill(null), next: 0, lastWork: null, lastCopied: null, spellTrapWrites: 0, monsterWrites: 0 });

/** The symbol a card table's binding hangs on (registry.ts binds it; the ring is found through it). */
export const BINDING: unique symbol = Symbol('duelmat.binding');
function ringOf(duel: Pick<Duel, 'cards'>): DraftRing {
  const binding = (duel.cards as Duel['cards'] & { readonly [BINDING]?: { readonly drafts: DraftRing } })[BINDING];
  if (!binding) throw new Error('Not a working copy made by draftOf (its duel is not bound to a card pool)');
  return binding.drafts;
}

/**
 * A shallow copy of a duel, field by field, with its own players pair and events list. Not a spread:
 * the states of a duel have many hidden shapes, and V8's spread of them went megamorphic (~0.7 µs a
 * copy, against ~0.03 µs for this literal). Every field of `Duel` must be listed (`satisfies` fails
 * to compile when one is added and not copied here); the order is createDuel's, so the JSON reads the same.
 */
export function copyDuel(duel: Duel, players: [PlayerState, PlayerState], events: DuelEvent[]): Work {
  const copy = {
    format: duel.format, version: duel.version, formatId: duel.formatId, rng: duel.rng, startLp: duel.startLp, cards: duel.cards, players,
    turn: duel.turn, turnPlayer: duel.turnPlayer, firstPlayer: duel.firstPlayer,
    flow: copyFlow(duel.flow), rules: duel.rules, marks: duel.marks, lingering: duel.lingering,
    winner: duel.winner, winReason: duel.winReason, endCause: duel.endCause, events,
    // Optional (version 4): copied as undefined when absent, which JSON leaves out.
    faceUpExtra: duel.faceUpExtra, faceDownBanished: duel.faceDownBanished, decksUpsideDown: duel.decksUpsideDown, properlySummoned: duel.properlySummoned, veil: duel.veil,
    keepSecrets: duel.keepSecrets,
  } satisfies Record<keyof Duel, unknown>;
  return copy;
}

/** The flow record's copy, field by field (see copyDuel); `next` copied as undefined when absent, which JSON leaves out. */
function copyFlow(f: DuelFlow): Mutable<DuelFlow> {
  const copy = { turnState: f.turnState, window: f.window, prompt: f.prompt, chain: f.chain, triggerQueue: f.triggerQueue, next: f.next } satisfies Record<keyof DuelFlow, unknown>;
  return copy;
}

export function draftOf(duel: Duel, keepEvents = false): Work {
  const d: Work = copyDuel(duel, [duel.players[0], duel.players[1]], keepEvents ? [...duel.events] : []);
  const c: Copied = { bits: 0, more: null };
  const ring = ringOf(duel);
  ring.works[ring.next] = d;
  ring.copied[ring.next] = c;
  ring.next = (ring.next + 1) % RECENT;
  ring.lastWork = d;
  ring.lastCopied = c;
  return d;
}

const PLAYER_BIT = (p: Player): number => 1 << p;
const PILE_INDEX: Readonly<Record<Pile, number>> = { deck: 0, hand: 1, extra: 2, graveyard: 3, banished: 4 };
const PILE_BIT = (p: Player, pile: Pile): number => 1 << (2 + p * 5 + PILE_INDEX[pile]);
const MONSTER_ZONES_BIT = (p: Player): number => 1 << (12 + p);
const SPELL_TRAP_ZONES_BIT = (p: Player): number => 1 << (14 + p);
const TRIGGER_QUEUE_BIT = 1 << 16;
/** Monster slots: bits 17-22 for player 0's zones, 23-28 for player 1's (a zone past the sixth would use `more`). */
const MONSTER_BIT = (p: Player, zone: number): number => (zone >= 0 && zone < 6 ? 1 << (17 + p * 6 + zone) : 0);

function copiedOf(d: Work): Copied {
  const ring = ringOf(d);
  if (d === ring.lastWork) return ring.lastCopied!;
  const i = ring.works.indexOf(d);
  if (i < 0) throw new Error('Not a working copy made by draftOf (or one made too many copies ago)');
  ring.lastWork = d;
  ring.lastCopied = ring.copied[i]!;
  return ring.lastCopied;
}

/**
 * True the first time a part is written in this working copy (then it must be copied). The write
 * helpers find the copy's bookkeeping once (`copiedOf`) and pass it down.
 */
function firstWrite(c: Copied, bit: number, key?: () => string): boolean {
  if (bit !== 0) {
    if ((c.bits & bit) !== 0) return false;
    c.bits |= bit;
    return true;
  }
  const more = (c.more ??= new Set());
  const k = key!();
  if (more.has(k)) return false;
  more.add(k);
  return true;
}

/** The player's record, writable at its top level (lp, normalSummonUsed, ...). */
export function writePlayer(d: Work, p: Player): Mutable<PlayerState> {
  return playerIn(d, copiedOf(d), p);
}

function playerIn(d: Work, c: Copied, p: Player): Mutable<PlayerState> {
  if (firstWrite(c, PLAYER_BIT(p))) d.players[p] = copyPlayer(d.players[p]);
  return d.players[p] as Mutable<PlayerState>;
}

/**
 * A shallow copy of a player's record, field by field (not a spread, which went megamorphic over the
 * records' several hidden shapes, as in copyDuel). Every field of `PlayerState` must be listed
 * (`satisfies`); the order is createDuel's (emptyPlayer), so its duels' JSON reads the same.
 */
function copyPlayer(ps: PlayerState): PlayerState {
  const copy = {
    lp: ps.lp, deck: ps.deck, hand: ps.hand, extra: ps.extra, graveyard: ps.graveyard, banished: ps.banished,
    monsters: ps.monsters, spellTraps: ps.spellTraps, field: ps.field, pendulum: ps.pendulum, normalSummonUsed: ps.normalSummonUsed,
  } satisfies Record<keyof PlayerState, unknown>;
  return copy;
}

type Pile = 'deck' | 'hand' | 'extra' | 'graveyard' | 'banished';

/** One of the player's card piles, writable. */
export function writePile(d: Work, p: Player, pile: Pile): CardId[] {
  const c = copiedOf(d);
  const ps = playerIn(d, c, p);
  if (firstWrite(c, PILE_BIT(p, pile))) ps[pile] = [...ps[pile]];
  return ps[pile] as CardId[];
}

/** The player's five Monster Zones, writable (the slots in them are not; see writeMonster). */
export function writeMonsterZones(d: Work, p: Player): (MonsterSlot | null)[] {
  ringOf(d).monsterWrites++;
  return monsterZonesIn(d, copiedOf(d), p);
}

function monsterZonesIn(d: Work, c: Copied, p: Player): (MonsterSlot | null)[] {
  const ps = playerIn(d, c, p);
  if (firstWrite(c, MONSTER_ZONES_BIT(p))) ps.monsters = [...ps.monsters];
  return ps.monsters as (MonsterSlot | null)[];
}

/** The monster in one Monster Zone, writable. */
export function writeMonster(d: Work, p: Player, zone: number): Mutable<MonsterSlot> {
  ringOf(d).monsterWrites++;
  const c = copiedOf(d);
  const zones = monsterZonesIn(d, c, p);
  const slot = zones[zone];
  if (!slot) throw new Error(`Monster Zone ${zone + 1} is empty`);
  const bit = MONSTER_BIT(p, zone);
  if (bit !== 0 ? firstWrite(c, bit) : firstWrite(c, 0, () => `${p}.monsters.${zone}`)) zones[zone] = copySlot(slot);
  return zones[zone] as Mutable<MonsterSlot>;
}

/**
 * A monster slot with every field present, the optional ones (OptionalSlotField) as undefined when
 * absent, always in this order: every slot of a duel then has one hidden shape, so the walks over the
 * Monster Zones read their fields through one-shape caches. Slots of several shapes (a spread adding
 * `borrowedUntilTurn`, a `delete`) made those reads megamorphic for the rest of the process once one
 * Change of Heart had resolved. JSON leaves undefined fields out: a duel's JSON is the same, its
 * optional fields written in this order. Every field of `MonsterSlot` must be listed (`satisfies`).
 */
export function canonicalSlot(slot: MonsterSlot): Mutable<MonsterSlot> {
  const copy = {
    card: slot.card, position: slot.position, faceUp: slot.faceUp, placedTurn: slot.placedTurn, positionChangedTurn: slot.positionChangedTurn,
    attackedTurn: slot.attackedTurn, battledTurn: slot.battledTurn, counters: slot.counters, materials: slot.materials,
    borrowedUntilTurn: slot.borrowedUntilTurn, heldByRule: slot.heldByRule, effectsNegated: slot.effectsNegated, negatedUntilTurn: slot.negatedUntilTurn,
    boost: slot.boost, levelUntilTurn: slot.levelUntilTurn, attribute: slot.attribute, banishWhenLeaves: slot.banishWhenLeaves,
    withoutTributes: slot.withoutTributes, specialSummoned: slot.specialSummoned, summonedBy: slot.summonedBy, summonedAs: slot.summonedAs,
  } satisfies Record<keyof MonsterSlot, unknown>;
  return copy;
}

/** A shallow copy of a monster slot, in the one shape (canonicalSlot). */
const copySlot = canonicalSlot;

/** The player's five Spell & Trap Zones, writable (slots are replaced whole). */
export function writeSpellTrapZones(d: Work, p: Player): (SpellTrapSlot | null)[] {
  ringOf(d).spellTrapWrites++;
  const c = copiedOf(d);
  const ps = playerIn(d, c, p);
  if (firstWrite(c, SPELL_TRAP_ZONES_BIT(p))) ps.spellTraps = [...ps.spellTraps];
  return ps.spellTraps as (SpellTrapSlot | null)[];
}

/** The queue of events still to check for triggers, writable. */
export function writeTriggerQueue(d: Work): DuelEvent[] {
  if (firstWrite(copiedOf(d), TRIGGER_QUEUE_BIT)) d.flow.triggerQueue = [...d.flow.triggerQueue];
  return d.flow.triggerQueue as DuelEvent[];
}

/** Pushes what happens once the current operation is done (flow.ts runs it; see `Continuation`). */
export function pushNext(d: Work, next: Continuation): void {
  d.flow.next = [...(d.flow.next ?? []), next];
}

/** Takes the continuation pushed last, unless none is left to run now (waiting ones stay). */
export function popNext(d: Work): Continuation | undefined {
  const stack = d.flow.next;
  const top = stack?.[stack.length - 1];
  if (!stack || !top || isWaiting(top)) return undefined;
  setNext(d, stack.slice(0, -1));
  return top;
}

export const isWaiting = (c: Continuation): c is Waiting => (WAITING as readonly string[]).includes(c.kind);

/** Puts a waiting continuation at the bottom of the stack, replacing one of its kind. */
function setWaiting(d: Work, waiting: Waiting): void {
  setNext(d, withWaiting(d.flow.next, waiting));
}

/**
 * The stack with `waiting` among the waiting ones at its bottom (replacing one of its kind). They are
 * kept in `WAITING` order, so a duel's JSON does not depend on the order they were left in.
 */
function withWaiting(next: readonly Continuation[] | undefined, waiting: Waiting): Continuation[] {
  const rest = next ? next.filter((c) => c.kind !== waiting.kind) : [];
  const rank = waitingRank(waiting);
  let i = 0;
  while (i < rest.length && isWaiting(rest[i]!) && waitingRank(rest[i] as Waiting) < rank) i++;
  rest.splice(i, 0, waiting);
  return rest;
}

const waitingRank = (c: Waiting): number => (WAITING as readonly string[]).indexOf(c.kind);

/** The waiting continuation of a kind, if any (read-only). */
function waitingOf<K extends Waiting['kind']>(duel: Pick<Duel, 'flow'>, kind: K): Extract<Waiting, { kind: K }> | null {
  const stack = duel.flow.next;
  if (!stack) return null;
  for (const c of stack) if (c.kind === kind) return c as Extract<Waiting, { kind: K }>;
  return null;
}

function takeWaiting<K extends Waiting['kind']>(d: Work, kind: K): Extract<Waiting, { kind: K }> | null {
  const waiting = d.flow.next?.find((c): c is Extract<Waiting, { kind: K }> => c.kind === kind);
  if (!waiting) return null;
  setNext(d, d.flow.next!.filter((c) => c !== waiting));
  return waiting;
}

/** Where the turn goes once the Chain is over (a waiting continuation). */
export function setTurnTowards(d: Work, to: Phase): void {
  setWaiting(d, { kind: 'turnTowards', to });
}

/** The stack with `to` as its waiting `turnTowards` (replacing any other). */
export const withTurnTowards = (next: readonly Continuation[] | undefined, to: Phase): Continuation[] => withWaiting(next, { kind: 'turnTowards', to });

/** Takes the waiting `turnTowards`, if any. */
export const takeTurnTowards = (d: Work): Phase | null => takeWaiting(d, 'turnTowards')?.to ?? null;

/** The Summon waiting for its negation window, if any. */
export const summoningOf = (duel: Pick<Duel, 'flow'>): PendingSummon | null => waitingOf(duel, 'summon')?.summoning ?? null;

/** Leaves a Summon waiting for its negation window (null: none waits any more). */
export function setSummoning(d: Work, summoning: PendingSummon | null): void {
  if (summoning) setWaiting(d, { kind: 'summon', summoning });
  else takeWaiting(d, 'summon');
}

/** The attack waiting for its responses or its damage calculation, if any. */
export const attackOf = (duel: Pick<Duel, 'flow'>): PendingAttack | null => waitingOf(duel, 'attack')?.attack ?? null;

/** Leaves an attack waiting (null: none waits any more). */
export function setAttack(d: Work, attack: PendingAttack | null): void {
  if (attack) setWaiting(d, { kind: 'attack', attack });
  else takeWaiting(d, 'attack');
}

/** What a response window answers when nothing (one shared empty list). */
export const NOTHING_TO_ANSWER: readonly DuelEvent[] = Object.freeze([]);

/** What just happened that the open response window (and the Chain started in it) answers; empty when nothing. */
export const responseToOf = (duel: Pick<Duel, 'flow'>): readonly DuelEvent[] => waitingOf(duel, 'respondTo')?.events ?? NOTHING_TO_ANSWER;

/** Sets what the response window answers (none: nothing to answer any more). */
export function setResponseTo(d: Work, events: readonly DuelEvent[]): void {
  if (events.length > 0) setWaiting(d, { kind: 'respondTo', events });
  else if (d.flow.next) takeWaiting(d, 'respondTo');
}

/** The step waiting for the prompt's answer, if any. */
export const choiceOf = (duel: Pick<Duel, 'flow'>): Pending | null => waitingOf(duel, 'choice')?.pending ?? null;

/** Leaves a step waiting for the prompt's answer (null: none waits any more). Works on any copy (no copy-on-write below it). */
export function setChoice(d: Work, pending: Pending | null): void {
  if (pending) setWaiting(d, { kind: 'choice', pending });
  else if (d.flow.next) takeWaiting(d, 'choice');
}

/** The monster whose attack was replayed and that may declare an attack again, if any. */
export const replayAttackerOf = (duel: Pick<Duel, 'flow'>): CardId | null => waitingOf(duel, 'replay')?.attacker ?? null;

/** Lets a replayed attacker declare again (null: no replay stands any more). */
export function setReplay(d: Work, attacker: CardId | null): void {
  if (attacker !== null) setWaiting(d, { kind: 'replay', attacker });
  else if (d.flow.next) takeWaiting(d, 'replay');
}

/**
 * A duel with an empty stack has no `next` in its JSON (as before the flow existed): the field is set
 * to undefined, not deleted (a `delete` turns the object into a slow dictionary, and every copy of it after).
 */
function setNext(d: Work, stack: readonly Continuation[]): void {
  d.flow.next = stack.length > 0 ? stack : undefined;
}

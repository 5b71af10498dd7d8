import type { CardDefinition } from './card';
import { CONTINUOUS_RULES, type ContinuousRule } from './effects/types';
import type { CardId, Duel } from './state';

/*
 * The registry: the card pool the engine plays with, *given* to it (the engine imports no cards).
 * `createRegistry(pool)` indexes a pool once; a duel is bound to the registry it was made with
 * (`bindRegistry`, done by createDuel / loadScenario and by the binding module for every duel handed
 * in: see engine.ts). The binding is keyed by the duel's card-instance table, which every state of
 * one duel shares (it is copied only when a Token is created, and then bound again), so the duel's
 * JSON carries nothing new and a duel read back from JSON is bound again on its way in.
 */

/** A card pool indexed for the engine: lookups by passcode and name, and which cards have which kinds of effect. */
export interface Registry {
  readonly pool: readonly CardDefinition[];
  /** Looks an 8-digit string up as a passcode, anything else as a name (exact, then ignoring case). */
  find(nameOrPasscode: string): CardDefinition | undefined;
  readonly byPasscode: ReadonlyMap<string, CardDefinition>;
  /** Passcodes of the cards of each kind, so the engine's hot loops skip every other card at a glance. */
  readonly kinds: Readonly<Record<Kind, ReadonlySet<string>>>;
  readonly rules: Readonly<Record<ContinuousRule, ReadonlySet<string>>>;
}

type Kind = 'activatable' | 'triggered' | 'flips' | 'modifies' | 'continuous' | 'negatesSummons' | 'winsFromHand';

const PASSCODE = /^\d{8}$/;

/** Indexes a card pool; refuses a pool with two cards of one passcode or one name. */
export function createRegistry(pool: readonly CardDefinition[]): Registry {
  const byPasscode = new Map<string, CardDefinition>();
  const byName = new Map<string, CardDefinition>();
  const byLowerName = new Map<string, CardDefinition>();
  for (const card of pool) {
    if (byPasscode.has(card.passcode)) throw new Error(`Duplicate passcode in the card pool: ${card.passcode}`);
    if (byName.has(card.name)) throw new Error(`Duplicate name in the card pool: ${card.name}`);
    byPasscode.set(card.passcode, card);
    byName.set(card.name, card);
    if (!byLowerName.has(card.name.toLowerCase())) byLowerName.set(card.name.toLowerCase(), card);
  }
  const withKind = (test: (c: CardDefinition) => boolean): ReadonlySet<string> => new Set(pool.filter(test).map((c) => c.passcode));
  const some = (c: CardDefinition, test: (e: NonNullable<CardDefinition['effects']>[number]) => boolean): boolean => c.effects?.some(test) === true;
  return {
    pool,
    byPasscode,
    find(nameOrPasscode) {
      const key = nameOrPasscode.trim();
      return PASSCODE.test(key) ? byPasscode.get(key) : (byName.get(key) ?? byLowerName.get(key.toLowerCase()));
    },
    kinds: {
      activatable: withKind((c) => some(c, (e) => e.kind === 'activation' || e.kind === 'ignition' || e.kind === 'quick')),
      triggered: withKind((c) => some(c, (e) => e.kind === 'trigger')),
      flips: withKind((c) => some(c, (e) => e.kind === 'flip')),
      modifies: withKind((c) => some(c, (e) => e.modifiers !== undefined)),
      continuous: withKind((c) => some(c, (e) => CONTINUOUS_RULES.some((rule) => e[rule] !== undefined))),
      negatesSummons: withKind((c) => some(c, (e) => e.declares?.includes('negateSummon') === true)),
      winsFromHand: withKind((c) => c.winsFromHand !== undefined),
    },
    rules: Object.fromEntries(
      CONTINUOUS_RULES.map((rule) => [rule, withKind((c) => some(c, (e) => e[rule] !== undefined))]),
    ) as Record<ContinuousRule, ReadonlySet<string>>,
  };
}

/** Which registry each duel (by its card-instance table) plays with. */
const bound = new WeakMap<Duel['cards'], Registry>();

/** Binds a duel to the registry its cards come from, and returns it. */
export function bindRegistry<D extends Pick<Duel, 'cards'>>(duel: D, registry: Registry): D {
  if (bound.get(duel.cards) !== registry) bound.set(duel.cards, registry);
  return duel;
}

/** The registry a duel is bound to. */
export function registryOf(duel: Pick<Duel, 'cards'>): Registry {
  const registry = bound.get(duel.cards);
  if (!registry) throw new Error('This duel is not bound to a card pool: use the engine from src/engine/index.ts (or createEngine(registry))');
  return registry;
}

/** The printed card behind an instance. */
export function definitionOf(duel: Duel, id: CardId): CardDefinition {
  return factsOf(duel, id).def;
}

/** What the engine asks of a card instance most often: its printed card and which kinds of effect it has (bits). */
interface Facts { readonly def: CardDefinition; readonly kinds: number; readonly rules: number }
const ACTIVATABLE_BIT = 1;
const TRIGGERED_BIT = 2;
const FLIPS_BIT = 4;
const MODIFIES_BIT = 8;
const RULE_BITS = Object.fromEntries(CONTINUOUS_RULES.map((rule, i) => [rule, 1 << i])) as Record<ContinuousRule, number>;

/**
 * Facts per instance id, kept per `cards` record (it never changes during a duel, except that a new
 * one is made when Tokens appear, and the registry is bound to it), filled as ids are asked about.
 * The last record asked about is remembered: one duel is usually asked about many times in a row.
 */
const factsByCards = new WeakMap<Duel['cards'], Map<CardId, Facts>>();
let lastCards: Duel['cards'] | null = null;
let lastFacts = new Map<CardId, Facts>();
function factsOf(duel: Duel, id: CardId): Facts {
  if (duel.cards !== lastCards) {
    let facts = factsByCards.get(duel.cards);
    if (!facts) factsByCards.set(duel.cards, (facts = new Map()));
    lastCards = duel.cards;
    lastFacts = facts;
  }
  let f = lastFacts.get(id);
  if (!f) {
    const instance = duel.cards[id];
    if (!instance) throw new Error(`No card instance ${id}`);
    const registry = registryOf(duel);
    const code = instance.passcode;
    const def = registry.byPasscode.get(code);
    if (!def) throw new Error(`Unknown passcode ${code}`);
    const { kinds: k } = registry;
    const kinds =
      (k.activatable.has(code) ? ACTIVATABLE_BIT : 0) | (k.triggered.has(code) ? TRIGGERED_BIT : 0) | (k.flips.has(code) ? FLIPS_BIT : 0) | (k.modifies.has(code) ? MODIFIES_BIT : 0);
    let rules = 0;
    for (const rule of CONTINUOUS_RULES) if (registry.rules[rule].has(code)) rules |= RULE_BITS[rule];
    f = { def, kinds, rules };
    lastFacts.set(id, f);
  }
  return f;
}

export const nameOf = (duel: Duel, id: CardId): string => definitionOf(duel, id).name;

/** The card of the duel's pool with this name (or passcode), if any (for Tokens an effect creates). */
export const cardInPool = (duel: Duel, nameOrPasscode: string): CardDefinition | undefined => registryOf(duel).find(nameOrPasscode);

/** Resolves a deck/scenario entry (a name or an 8-digit passcode) or says what is wrong. */
export function resolveCardEntry(registry: Registry, entry: unknown, where: string): CardDefinition {
  if (typeof entry !== 'string' || entry.trim() === '') throw new TypeError(`${where}: expected a card name or passcode, got ${JSON.stringify(entry)}`);
  const def = registry.find(entry.trim());
  if (!def) throw new RangeError(`${where}: unknown card "${entry}"`);
  return def;
}

/** Whether the card has a continuous rule effect of this kind (Lord of D., Dragon Capture Jar, Ring of Magnetism). */
export const hasRule = (duel: Duel, id: CardId, rule: ContinuousRule): boolean => (factsOf(duel, id).rules & RULE_BITS[rule]) !== 0;
export const canBeActivated = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & ACTIVATABLE_BIT) !== 0;
export const hasTriggerEffect = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & TRIGGERED_BIT) !== 0;
export const hasFlipEffect = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & FLIPS_BIT) !== 0;
export const modifiesStats = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & MODIFIES_BIT) !== 0;

/** Whether a duel holds any card of each kind at all (its card list never changes, so this is computed once). */
const duelKinds = new WeakMap<Duel['cards'], Record<Kind, boolean>>();
let lastKindsOf: Duel['cards'] | null = null;
let lastKinds: Record<Kind, boolean> | null = null;
export function duelHas(duel: Duel, kind: Kind): boolean {
  if (duel.cards === lastKindsOf) return lastKinds![kind];
  let kinds = duelKinds.get(duel.cards);
  if (!kinds) {
    const codes = Object.values(duel.cards).map((c) => c.passcode);
    const sets = registryOf(duel).kinds;
    kinds = {
      activatable: codes.some((c) => sets.activatable.has(c)),
      triggered: codes.some((c) => sets.triggered.has(c)),
      flips: codes.some((c) => sets.flips.has(c)),
      modifies: codes.some((c) => sets.modifies.has(c)),
      continuous: codes.some((c) => sets.continuous.has(c)),
      negatesSummons: codes.some((c) => sets.negatesSummons.has(c)),
      winsFromHand: codes.some((c) => sets.winsFromHand.has(c)),
    };
    duelKinds.set(duel.cards, kinds);
  }
  lastKindsOf = duel.cards;
  lastKinds = kinds;
  return kinds[kind];
}

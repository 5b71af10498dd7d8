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
  const instance = duel.cards[id];
  if (!instance) throw new Error(`No card instance ${id}`);
  const def = registryOf(duel).byPasscode.get(instance.passcode);
  if (!def) throw new Error(`Unknown passcode ${instance.passcode}`);
  return def;
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

const passcodeOf = (duel: Duel, id: CardId): string => (duel.cards[id] as { passcode: string }).passcode;

/** Whether the card has a continuous rule effect of this kind (Lord of D., Dragon Capture Jar, Ring of Magnetism). */
export const hasRule = (duel: Duel, id: CardId, rule: ContinuousRule): boolean => registryOf(duel).rules[rule].has(passcodeOf(duel, id));
export const canBeActivated = (duel: Duel, id: CardId): boolean => registryOf(duel).kinds.activatable.has(passcodeOf(duel, id));
export const hasTriggerEffect = (duel: Duel, id: CardId): boolean => registryOf(duel).kinds.triggered.has(passcodeOf(duel, id));
export const hasFlipEffect = (duel: Duel, id: CardId): boolean => registryOf(duel).kinds.flips.has(passcodeOf(duel, id));
export const modifiesStats = (duel: Duel, id: CardId): boolean => registryOf(duel).kinds.modifies.has(passcodeOf(duel, id));

/** Whether a duel holds any card of each kind at all (its card list never changes, so this is computed once). */
const duelKinds = new WeakMap<Duel['cards'], Record<Kind, boolean>>();
export function duelHas(duel: Duel, kind: Kind): boolean {
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
  return kinds[kind];
}

import type { CardDefinition } from './card';
import { CONTINUOUS_RULES, type ContinuousRule } from './effects/types';
import { BINDING, newDraftRing, type DraftRing } from './draft';
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
  /** The engine's working copies' copy-on-write bookkeeping (draft.ts): per engine, shared by every card table bound to it. */
  readonly drafts: DraftRing;
}

type Kind = 'activatable' | 'triggered' | 'flips' | 'modifies' | 'continuous' | 'negatesSummons' | 'winsFromHand' | 'onlyOneFaceUp';

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
      onlyOneFaceUp: withKind((c) => c.onlyOneFaceUp === true),
    },
    drafts: newDraftRing(),
    rules: Object.fromEntries(
      CONTINUOUS_RULES.map((rule) => [rule, withKind((c) => some(c, (e) => e[rule] !== undefined))]),
    ) as Record<ContinuousRule, ReadonlySet<string>>,
  };
}

/**
 * What a duel's card-instance table is bound to: its engine's registry, and what the engine has
 * worked out about the duel's cards with it (caches: they are filled as they are asked and never
 * change an answer). It hangs on the table under a symbol, not enumerable, so the duel's JSON,
 * `Object.values`/`Object.keys`, deep equality and structuredClone never see it; a duel read back
 * from JSON (or copied) has none and is bound again on its way in. Nothing is kept at module level,
 * so engines of different pools in one process share nothing.
 */
export interface Binding {
  readonly registry: Registry;
  /** Facts per instance id (see Facts), filled as ids are asked about. */
  readonly facts: Map<CardId, Facts>;
  /** Whether the duel holds any card of each kind at all. */
  kinds: Record<Kind, boolean> | null;
  /** The duel's cards with each kind of effect (see holdersOf), listed when first asked. */
  readonly holders: Partial<Record<HolderKind, readonly CardId[]>>;
  /** The legal actions of the duel's last few states (legal.ts), keyed by the state object. */
  /** The copy-on-write bookkeeping of the working copies (draft.ts): the registry's. */
  readonly drafts: DraftRing;
  readonly legalMemo: { readonly duels: (Duel | null)[]; readonly actions: (readonly unknown[] | null)[]; next: number };
}

type BoundCards = Duel['cards'] & { readonly [BINDING]?: Binding };

const LEGAL_MEMO = 8;
function newBinding(registry: Registry, facts?: Map<CardId, Facts>): Binding {
  return {
    registry,
    drafts: registry.drafts,
    facts: facts ?? new Map(),
    kinds: null,
    holders: {},
    legalMemo: { duels: new Array<Duel | null>(LEGAL_MEMO).fill(null), actions: new Array<readonly unknown[] | null>(LEGAL_MEMO).fill(null), next: 0 },
  };
}

function attach(cards: Duel['cards'], binding: Binding): void {
  Object.defineProperty(cards, BINDING, { value: binding, enumerable: false });
}

/**
 * Binds a duel to the registry its cards come from, and returns it. A duel whose card table is
 * bound to another engine's registry, or is frozen before it was bound, is returned as a copy with
 * a card table of its own (the other engine's duel is left as it is).
 */
export function bindRegistry<D extends Pick<Duel, 'cards'>>(duel: D, registry: Registry): D {
  const cards = duel.cards as BoundCards;
  const binding = cards[BINDING];
  if (binding?.registry === registry) return duel;
  if (binding || !Object.isExtensible(cards)) {
    const copy = { ...duel, cards: { ...cards } };
    attach(copy.cards, newBinding(registry));
    return copy;
  }
  attach(cards, newBinding(registry));
  return duel;
}

/** Binds a new card table made from a bound one by adding cards (a Token) to the same registry, keeping what is known of the old ids. */
export function bindGrownCards(from: Duel['cards'], to: Duel['cards']): Duel['cards'] {
  const old = bindingOf({ cards: from });
  attach(to, newBinding(old.registry, old.facts));
  return to;
}

/** The binding of a duel's card table (see Binding). */
export function bindingOf(duel: Pick<Duel, 'cards'>): Binding {
  const binding = (duel.cards as BoundCards)[BINDING];
  if (!binding) throw new Error('This duel is not bound to a card pool: use the engine from src/engine/index.ts (or createEngine(registry))');
  return binding;
}

/** The registry a duel is bound to. */
export function registryOf(duel: Pick<Duel, 'cards'>): Registry {
  return bindingOf(duel).registry;
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
/** A Trigger effect that goes off while its card is in the Graveyard. */
const GRAVEYARD_TRIGGER_BIT = 16;
const RULE_BITS = Object.fromEntries(CONTINUOUS_RULES.map((rule, i) => [rule, 1 << i])) as Record<ContinuousRule, number>;

function factsOf(duel: Duel, id: CardId): Facts {
  const binding = bindingOf(duel);
  const f = binding.facts.get(id);
  return f ?? learnFacts(duel, binding, id);
}

function learnFacts(duel: Duel, binding: Binding, id: CardId): Facts {
  const instance = duel.cards[id];
  if (!instance) throw new Error(`No card instance ${id}`);
  const registry = binding.registry;
  const code = instance.passcode;
  const def = registry.byPasscode.get(code);
  if (!def) throw new Error(`Unknown passcode ${code}`);
  const { kinds: k } = registry;
  const kinds =
    (k.activatable.has(code) ? ACTIVATABLE_BIT : 0) | (k.triggered.has(code) ? TRIGGERED_BIT : 0) | (k.flips.has(code) ? FLIPS_BIT : 0) | (k.modifies.has(code) ? MODIFIES_BIT : 0) |
    (def.effects?.some((e) => e.kind === 'trigger' && e.when !== undefined && e.range === 'graveyard') ? GRAVEYARD_TRIGGER_BIT : 0);
  let rules = 0;
  for (const rule of CONTINUOUS_RULES) if (registry.rules[rule].has(code)) rules |= RULE_BITS[rule];
  const f: Facts = { def, kinds, rules };
  binding.facts.set(id, f);
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

/** The kinds of effect the duel's cards are listed by (holdersOf). */
export type HolderKind = 'triggered' | 'graveyardTrigger' | 'modifies' | ContinuousRule;
const HOLDER_TEST: Record<HolderKind, (f: Facts) => boolean> = {
  triggered: (f) => (f.kinds & TRIGGERED_BIT) !== 0,
  graveyardTrigger: (f) => (f.kinds & GRAVEYARD_TRIGGER_BIT) !== 0,
  modifies: (f) => (f.kinds & MODIFIES_BIT) !== 0,
  ...(Object.fromEntries(CONTINUOUS_RULES.map((rule) => [rule, (f: Facts) => (f.rules & RULE_BITS[rule]) !== 0])) as Record<ContinuousRule, (f: Facts) => boolean>),
};

/**
 * The ids of the duel's cards with an effect of this kind (usually none or a few): the engine's walks
 * over the field and the Graveyards compare ids with this short list instead of asking each card.
 * The duel's cards only change when a Token appears (a new card table, bound again).
 */
export function holdersOf(duel: Duel, kind: HolderKind): readonly CardId[] {
  const binding = bindingOf(duel);
  let list = binding.holders[kind];
  if (!list) {
    const found: CardId[] = [];
    for (const id in duel.cards) if (HOLDER_TEST[kind](factsOf(duel, id))) found.push(id);
    binding.holders[kind] = list = found;
  }
  return list;
}

export const canBeActivated = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & ACTIVATABLE_BIT) !== 0;
export const hasTriggerEffect = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & TRIGGERED_BIT) !== 0;
export const hasFlipEffect = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & FLIPS_BIT) !== 0;

/** Whether a duel holds any card of each kind at all (its card list never changes, so this is computed once). */
export function duelHas(duel: Duel, kind: Kind): boolean {
  const binding = bindingOf(duel);
  return (binding.kinds ??= kindsOf(duel, binding.registry))[kind];
}

function kindsOf(duel: Duel, registry: Registry): Record<Kind, boolean> {
  const kinds: Record<Kind, boolean> = { activatable: false, triggered: false, flips: false, modifies: false, continuous: false, negatesSummons: false, winsFromHand: false, onlyOneFaceUp: false };
  const sets = Object.entries(registry.kinds) as [Kind, ReadonlySet<string>][];
  // One pass over the duel's cards, asking each kind's set of passcodes.
  for (const id in duel.cards) {
    const code = duel.cards[id]!.passcode;
    for (const [kind, set] of sets) if (!kinds[kind] && set.has(code)) kinds[kind] = true;
  }
  return kinds;
}

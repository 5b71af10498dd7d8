import type { CardDefinition } from './card';
import { shownValue } from './words';
import { formatOf, type FormatId } from './formatRules';
import { cardInEra, spellSpeedOf, type Effect, type SpellSpeed, type TargetSpec } from './effects/types';
import { FIELD_RULES, SELF_RULES, type CardRuleCode, type FieldRuleCode, type SelfRuleCode } from './ruleCodes';
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
  /** Passcodes of the cards declaring each field rule code (ruleCodes.ts), asked of the board. */
  readonly rules: Readonly<Record<FieldRuleCode, ReadonlySet<string>>>;
  /** What the engine asks of a card most often, worked out once per passcode (see CardFacts). */
  readonly facts: ReadonlyMap<string, CardFacts>;
  /** The engine's working copies' copy-on-write bookkeeping (draft.ts): per engine, shared by every card table bound to it. */
  readonly drafts: DraftRing;
  /**
   * The registry a duel of `format` plays with: the pool with each card's era for that format
   * (CardDefinition.eras), made once when first asked; this registry itself when no card has one.
   */
  forFormat(format: FormatId): Registry;
}

type Kind = 'activatable' | 'triggered' | 'flips' | 'modifies' | 'continuous' | 'negatesSummons' | 'winsFromHand' | 'summonProcedure' | 'pendulum' | 'onlyOneFaceUp' | 'spellTrap' | 'respondsToEvents';

const PASSCODE = /^\d{8}$/;

/**
 * Indexes a card pool; refuses a pool with two cards of one passcode or one name. `base`: the
 * registry whose pool this is in an era's cards (forFormat), whose working copies it shares.
 */
export function createRegistry(given: readonly CardDefinition[], base?: Registry): Registry {
  // The engine reads its own copies, each card in one hidden shape (oneShapeCard).
  const pool = given.map(oneShapeCard);
  const byPasscode = new Map<string, CardDefinition>();
  const byName = new Map<string, CardDefinition>();
  const byLowerName = new Map<string, CardDefinition>();
  for (const card of pool) {
    if (byPasscode.has(card.passcode)) throw new Error(`Duplicate passcode in the card pool: ${card.passcode}`);
    if (byName.has(card.name)) throw new Error(`Duplicate name in the card pool: ${card.name}`);
    const keys = (card.effects ?? []).flatMap((e) => (e.key === undefined ? [] : [e.key]));
    if (new Set(keys).size !== keys.length) throw new Error(`Two effects of ${card.name} have the same key`);
    byPasscode.set(card.passcode, card);
    byName.set(card.name, card);
    if (!byLowerName.has(card.name.toLowerCase())) byLowerName.set(card.name.toLowerCase(), card);
  }
  // Entries exactly as the pool spells them (a passcode, or a name with no spaces around it that is no
  // passcode): what deck lists hold, answered with one lookup (createDuel resolves 80-100 entries).
  const exact = new Map<string, CardDefinition>();
  for (const card of pool) {
    exact.set(card.passcode, card);
    if (card.name === card.name.trim() && !PASSCODE.test(card.name)) exact.set(card.name, card);
  }
  const withKind = (test: (c: CardDefinition) => boolean): ReadonlySet<string> => new Set(pool.filter(test).map((c) => c.passcode));
  const some = (c: CardDefinition, test: (e: NonNullable<CardDefinition['effects']>[number]) => boolean): boolean => c.effects?.some(test) === true;
  const declares = (c: CardDefinition, code: CardRuleCode): boolean => some(c, (e) => e.rules?.some((r) => r.code === code) === true);
  const eras = new Map<FormatId, Registry>();
  const forFormat = (format: FormatId): Registry => {
    if (base) return base.forFormat(format);
    let found = eras.get(format);
    if (!found) eras.set(format, (found = given.some((c) => c.eras?.[format]) ? createRegistry(given.map((c) => cardInEra(c, format)), self) : self));
    return found;
  };
  const registry: Omit<Registry, 'facts'> = {
    pool,
    forFormat,
    byPasscode,
    find(nameOrPasscode) {
      const hit = exact.get(nameOrPasscode);
      if (hit) return hit;
      const key = nameOrPasscode.trim();
      return PASSCODE.test(key) ? byPasscode.get(key) : (byName.get(key) ?? byLowerName.get(key.toLowerCase()));
    },
    kinds: {
      activatable: withKind((c) => some(c, (e) => e.kind === 'activation' || e.kind === 'ignition' || e.kind === 'quick')),
      triggered: withKind((c) => some(c, (e) => e.kind === 'trigger')),
      flips: withKind((c) => some(c, (e) => e.kind === 'flip')),
      modifies: withKind((c) => some(c, (e) => e.modifiers !== undefined)),
      continuous: withKind((c) => FIELD_RULES.some((code) => declares(c, code))),
      negatesSummons: withKind((c) => some(c, (e) => e.declares?.includes('negateSummon') === true)),
      winsFromHand: withKind((c) => c.winsFromHand !== undefined),
      summonProcedure: withKind((c) => c.summonProcedure !== undefined),
      pendulum: withKind((c) => c.frame === 'pendulum'),
      onlyOneFaceUp: withKind((c) => declares(c, 'onlyOneFaceUp')),
      // Spell and Trap Cards at all (a duel of monsters only has nothing to Set in the Spell & Trap Zones), and the
      // monsters that may be Set there as Spell Cards (rule code setAsSpellCard).
      spellTrap: withKind((c) => c.frame === 'spell' || c.frame === 'trap' || declares(c, 'setAsSpellCard')),
      // Effects answering battle damage or a destruction (Effect.respondsTo): only a duel holding one opens those windows.
      respondsToEvents: withKind((c) => some(c, (e) => e.respondsTo !== undefined)),
    },
    drafts: base?.drafts ?? newDraftRing(),
    rules: Object.fromEntries(FIELD_RULES.map((code) => [code, withKind((c) => declares(c, code))])) as Record<FieldRuleCode, ReadonlySet<string>>,
  };
  const self: Registry = { ...registry, facts: new Map(pool.map((card) => [card.passcode, cardFacts(registry, card, SELF_RULES.filter((code) => declares(card, code)))])) };
  return self;
}

/*
 * Card definitions in one hidden shape. The card modules are object literals of many shapes (each
 * card lists the fields it needs), so every read of a definition's or an effect's field in the
 * engine's walks (frame, effects, kind, condition, ...) saw hundreds of shapes and went megamorphic.
 * The registry keeps a copy of each card with every field of CardDefinition present, in one order
 * (undefined where the card has none), its effects and their target specs likewise: the same
 * values, read through one-shape caches. Every field must be listed (`satisfies` fails otherwise).
 */
function oneShapeCard(def: CardDefinition): CardDefinition {
  const card = {
    passcode: def.passcode, name: def.name, frame: def.frame, subtype: def.subtype, attribute: def.attribute, monsterType: def.monsterType,
    level: def.level, scale: def.scale, atk: def.atk, def: def.def, trapMonster: def.trapMonster, text: def.text, listedNames: def.listedNames, winsFromHand: def.winsFromHand,
    summonProcedure: def.summonProcedure, materials: def.materials, synchroMaterialLimit: def.synchroMaterialLimit,
    pendulumActivation: def.pendulumActivation, effects: def.effects?.map(oneShapeEffect), eras: def.eras,
  } satisfies Record<keyof CardDefinition, unknown>;
  return card;
}

function oneShapeEffect(e: Effect): Effect {
  const effect = {
    kind: e.kind, label: e.label, key: e.key, declares: e.declares, condition: e.condition, cost: e.cost, targets: e.targets?.map(oneShapeTarget),
    declare: e.declare, affects: e.affects, discards: e.discards, resolve: e.resolve, when: e.when, range: e.range, evenIfDestroyedByThatBattle: e.evenIfDestroyedByThatBattle,
    oncePerTurn: e.oncePerTurn, oncePerTurnGroup: e.oncePerTurnGroup, oncePerDuel: e.oncePerDuel, damageStep: e.damageStep, respondsTo: e.respondsTo, during: e.during, optional: e.optional, eitherPlayer: e.eitherPlayer, withoutChain: e.withoutChain, oneOf: e.oneOf,
    modifiers: e.modifiers, equipTo: e.equipTo, rules: e.rules, copiesChainedSpell: e.kind === 'activation' ? e.copiesChainedSpell : undefined,
  } satisfies Record<keyof Effect, unknown>;
  // The same fields as the card's effect, of its kind (the ones its kind lacks are undefined).
  return effect as Effect;
}

function oneShapeTarget(t: TargetSpec): TargetSpec {
  const spec = { prompt: t.prompt, from: t.from, filter: t.filter, other: t.other, named: t.named, upTo: t.upTo, chooser: t.chooser } satisfies Record<keyof TargetSpec, unknown>;
  return spec;
}

/**
 * What a duel's card-instance table is bound to: its engine's registry, and what the engine has
 * worked out about the duel's cards with it (caches: they are filled as they are asked and never
 * change an answer). It hangs on the table under a symbol, not enumerable, so the duel's JSON,
 * `Object.values`/`Object.keys`, deep equality and structuredClone never see it; a duel read back
 * from JSON (or copied) has none and is bound again on its way in. At module level only the last
 * table asked about is remembered (bindingOf, bindRegistry), with its registry: engines of different
 * pools in one process share no answer.
 */
export interface Binding {
  readonly registry: Registry;
  /** Facts per instance id (see Facts), filled as ids are asked about. */
  readonly facts: Map<CardId, Facts>;
  /** Whether the duel holds any card of each kind at all (bits, see duelHas). */
  kinds: number | null;
  /** The self rule codes any of the duel's cards declares (SELF_RULE_INDEX, or-ed; null: not yet worked out): most duels declare few. */
  selfRules: number | null;
  /** The same for the self rule codes past the 31st (the second word). */
  selfRulesMore: number;
  /** The highest Spell Speed any of the duel's cards could be activated at from the hand (on your turn, on your opponent's) and from the Graveyard (see scanSpeeds; null: not yet worked out). */
  scanSpeeds: ScanSpeeds | null;
  /** The duel's cards with each kind of effect (see holdersOf), listed when first asked (null: not yet). */
  holders: Readonly<Record<HolderKind, readonly CardId[]>> | null;
  /** Which kinds of zone each holder list's cards can stand in on the field (HOLDER_IN_* bits, see holderZonesIn), listed with them. */
  holderZones: Readonly<Record<HolderKind, number>> | null;
  /** The legal actions of the duel's last few states (legal.ts), keyed by the state object. */
  /** The copy-on-write bookkeeping of the working copies (draft.ts): the registry's. */
  readonly drafts: DraftRing;
  readonly legalMemo: { readonly duels: (Duel | null)[]; readonly actions: (readonly unknown[] | null)[]; next: number };
  /** Whether a card applying a Defense lock was in force in the last state asked (continuous.ts, defenseLock). */
  readonly lockMemo: ZonesMemo;
  /** The last state in which no card held a Trigger effect where it is (triggers.ts, cardsWithTriggers). */
  readonly noTriggerHolders: TriggerHoldersMemo;
  /** The cards on the field in the last state asked (continuous.ts, fieldCardsNow). */
  readonly fieldCards: FieldCardsMemo;
}

/**
 * The cards standing in both players' Monster, Spell & Trap, Field and Pendulum Zones, with the lists
 * and slots they were read from: they hold for a state with the same ones while no Monster or Spell &
 * Trap Zone has been handed out for writing since (the lists written in place, counted in `writes`).
 */
export interface FieldCardsMemo {
  monsters: [object | null, object | null];
  spellTraps: [object | null, object | null];
  field: [object | null, object | null];
  pendulum: [object | null, object | null];
  monsterWrites: number;
  spellTrapWrites: number;
  cards: readonly CardId[];
}

/**
 * What "no card holds a Trigger effect where it is" was read from (triggers.ts): both players'
 * Monster Zones (lists and slots written in place only through draft.ts writeMonsterZones and
 * writeMonster, counted in `writes`), Pendulum Zones (replaced whole), the marks (replaced whole) and
 * the turn. It holds for a state with the same ones while no Monster Zone has been handed out for writing since.
 */
export interface TriggerHoldersMemo {
  monsters: [object | null, object | null];
  pendulum: [object | null, object | null];
  marks: object | null;
  turn: number;
  writes: number;
}

/**
 * An answer read from both players' Spell & Trap, Field and Pendulum Zones and the Chain, with the
 * lists and slots it was read from: it holds for a state with the same ones, as long as no Spell &
 * Trap Zones have been handed out for writing since (`writes`, see draft.ts DraftRing): those lists
 * are written in place; Field and Pendulum Zone slots, the Pendulum Zones' lists and the Chain are
 * replaced whole, never written in place.
 */
export interface ZonesMemo {
  spellTraps: [object | null, object | null];
  field: [object | null, object | null];
  pendulum: [object | null, object | null];
  chain: object | null;
  writes: number;
  answer: boolean;
}

type BoundCards = Duel['cards'] & { readonly [BINDING]?: Binding };

const LEGAL_MEMO = 8;
function newBinding(registry: Registry, facts?: Map<CardId, Facts>): Binding {
  return {
    registry,
    drafts: registry.drafts,
    facts: facts ?? new Map(),
    kinds: null,
    selfRules: null,
    selfRulesMore: 0,
    scanSpeeds: null,
    holders: null,
    holderZones: null,
    legalMemo: { duels: new Array<Duel | null>(LEGAL_MEMO).fill(null), actions: new Array<readonly unknown[] | null>(LEGAL_MEMO).fill(null), next: 0 },
    lockMemo: { spellTraps: [null, null], field: [null, null], pendulum: [null, null], chain: null, writes: -1, answer: false },
    noTriggerHolders: { monsters: [null, null], pendulum: [null, null], marks: null, turn: -1, writes: -1 },
    fieldCards: { monsters: [null, null], spellTraps: [null, null], field: [null, null], pendulum: [null, null], monsterWrites: -1, spellTrapWrites: -1, cards: [] },
  };
}

function attach(cards: Duel['cards'], binding: Binding): void {
  Object.defineProperty(cards, BINDING, { value: binding, enumerable: false });
}

/**
 * Binds a duel to the registry its cards come from (the given one's for the duel's format, so its
 * cards play as their era played them), and returns it. A duel whose card table is bound to another
 * engine's registry, or is frozen before it was bound, is returned as a copy with a card table of
 * its own (the other engine's duel is left as it is).
 */
export function bindRegistry<D extends Pick<Duel, 'cards' | 'formatId'>>(duel: D, given: Registry): D {
  // Each call of the engine binds the duel handed in: most are the next state of the last one bound (the same card table).
  if (duel.cards === lastBound.cards && duel.formatId === lastBound.formatId && given === lastBound.given) return duel;
  const registry = given.forFormat(formatOf(duel));
  const cards = duel.cards as BoundCards;
  const binding = cards[BINDING];
  if (binding?.registry === registry) return remember(duel, given);
  if (binding || !Object.isExtensible(cards)) {
    const copy = { ...duel, cards: { ...cards } };
    attach(copy.cards, newBinding(registry));
    return copy;
  }
  attach(cards, newBinding(registry));
  return remember(duel, given);
}

/** The last card table bindRegistry bound (or found bound) for a registry, with its duel's format. */
const lastBound: { cards: Duel['cards'] | null; formatId: Duel['formatId'] | null; given: Registry | null } = { cards: null, formatId: null, given: null };
function remember<D extends Pick<Duel, 'cards' | 'formatId'>>(duel: D, given: Registry): D {
  lastBound.cards = duel.cards;
  lastBound.formatId = duel.formatId;
  lastBound.given = given;
  return duel;
}

/** Binds a new card table made from a bound one by adding cards (a Token) to the same registry, keeping what is known of the old ids. */
export function bindGrownCards(from: Duel['cards'], to: Duel['cards']): Duel['cards'] {
  const old = bindingOf({ cards: from });
  attach(to, newBinding(old.registry, old.facts));
  return to;
}

/**
 * The last card table asked about and its binding. A table's binding never changes once attached, and
 * the engine asks dozens of times per action about one duel's table: the symbol lookup it saves is
 * slow on tables of many shapes (each pair of Decks makes its own), as a GOAT duel's are.
 */
let lastCards: Duel['cards'] | null = null;
let lastBinding: Binding | null = null;

/** The binding of a duel's card table (see Binding). */
export function bindingOf(duel: Pick<Duel, 'cards'>): Binding {
  const cards = duel.cards;
  if (cards === lastCards) return lastBinding!;
  const binding = (cards as BoundCards)[BINDING];
  if (!binding) throw new Error('This duel is not bound to a card pool: use the engine from src/engine/index.ts (or createEngine(registry))');
  lastCards = cards;
  lastBinding = binding;
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

/**
 * What the engine asks of a card most often, worked out once per passcode when the registry is made:
 * its printed card, which kinds of effect it has (bits), the highest Spell Speed of its effects that
 * may ever be activated from the hand and from anywhere (0: none, so the activation scan passes over
 * a card that is too slow before looking closer), and its Trigger effects by where they go off from.
 */
export interface CardFacts {
  readonly def: CardDefinition;
  readonly kinds: number;
  /** The self rule codes its effects declare (a bit each, SELF_RULES order): the readers of those codes look no further without one. */
  readonly selfRules: number;
  /** The same for the self rule codes past the 31st (a 32-bit word holds 31 codes: the sign bit is left alone). */
  readonly selfRulesMore: number;
  /** Which of the duel-wide kinds (duelHas) the card has, one bit each (kindBit). */
  readonly duelKinds: number;
  readonly handSpeed: number;
  /** The highest Spell Speed of its effects that may be activated from the hand on the opponent's turn: Quick Effects that say "from your hand" (a Spell Card is activated from the hand on its owner's turn only). */
  readonly handOffTurnSpeed: number;
  readonly speed: number;
  /** The highest Spell Speed of its effects activated from the Graveyard (range 'graveyard'; 0: none). */
  readonly graveyardSpeed: number;
  /** Its Trigger effects with a `when`, by where they go off from (see triggerEffectsOf). */
  readonly triggers: Readonly<Record<TriggerRange, readonly IndexedEffect[]>>;
  /** The Spell Speed of each of its effects, by index (spellSpeedOf): the activation scan reads it for every effect it looks at. */
  readonly effectSpeeds: readonly SpellSpeed[];
  /** The holder lists it belongs on, as indexes into HOLDER_KINDS (usually none), and the kinds of zone it can stand in (zonesOf): listed once per card table (indexCards). */
  readonly holderKinds: readonly number[];
  readonly zones: number;
}
type Facts = CardFacts;

/** Where a Trigger effect goes off from (Effect.range; 'field' when it names none). */
export type TriggerRange = NonNullable<Effect['range']>;
/** An effect of a card with its index in the card's effect list. */
export interface IndexedEffect { readonly effect: Effect; readonly index: number }
const ACTIVATABLE_BIT = 1;
const TRIGGERED_BIT = 2;
const FLIPS_BIT = 4;
const MODIFIES_BIT = 8;
/** A Trigger effect that goes off while its card is in the Graveyard. */
const GRAVEYARD_TRIGGER_BIT = 16;
/** A Spell or Trap Card with a Trigger effect that goes off while it is face-up on the field (Snatch Steal). */
const SPELL_TRAP_TRIGGER_BIT = 32;
/** A Trigger effect that goes off while its card is in its owner's hand ("you can Special Summon this card from your hand"). */
const HAND_TRIGGER_BIT = 64;
/**
 * A self code's place among the bits: 0-31 in `selfRules`, 32-63 in `selfRulesMore` (bit `index % 32`; bit 31 is the
 * sign bit of a 32-bit integer, which `&` and `|` treat as any other).
 * A Map, not a record: the readers ask it with every self code from one place, and a record read so went megamorphic.
 */
const SELF_RULE_INDEX: ReadonlyMap<SelfRuleCode, number> = new Map(SELF_RULES.map((rule, i) => [rule, i]));
const WORD = 32;
/** Whether the code's bit is set in a pair of words (a card's facts, or a duel's). */
function hasSelfRule(first: number, more: number, code: SelfRuleCode): boolean {
  // Most cards, and the duels of most decks, declare none: no lookup of the code's bit then.
  if ((first | more) === 0) return false;
  const i = SELF_RULE_INDEX.get(code)!;
  return i < WORD ? (first & (1 << i)) !== 0 : (more & (1 << (i - WORD))) !== 0;
}
// One bit per code: a code past the words' room would share a bit with another (a wrong answer, silently).
// Field codes need no bits: they decide, once per registry, which holder lists a card goes on.
if (SELF_RULES.length > 2 * WORD) throw new Error(`registry.ts: ${SELF_RULES.length} self rule codes; the facts hold ${2 * WORD}: widen CardFacts' bits`);
const KINDS = ['activatable', 'triggered', 'flips', 'modifies', 'continuous', 'negatesSummons', 'winsFromHand', 'summonProcedure', 'pendulum', 'onlyOneFaceUp', 'spellTrap', 'respondsToEvents'] as const satisfies readonly Kind[];

function factsOf(duel: Duel, id: CardId): Facts {
  const binding = bindingOf(duel);
  const f = binding.facts.get(id);
  return f ?? learnFacts(duel, binding, id);
}

/** An instance's facts are its passcode's: looked up once per instance id, then kept with the binding. */
function learnFacts(duel: Duel, binding: Binding, id: CardId): Facts {
  const instance = duel.cards[id];
  if (!instance) throw new Error(`No card instance ${id}`);
  const printed = binding.registry.facts.get(instance.passcode);
  if (!printed) throw new Error(`Unknown passcode ${instance.passcode}`);
  // A Token that copied a monster (Cloning's Clone Token) has the facts it copied, kept on its instance.
  const copy = instance.copies;
  const f = copy === undefined ? printed : {
    ...printed,
    def: { ...printed.def, attribute: copy.attribute, monsterType: copy.monsterType, level: copy.level, atk: copy.atk, def: copy.def } as CardDefinition,
  };
  binding.facts.set(id, f);
  return f;
}

function cardFacts(registry: Omit<Registry, 'facts'>, def: CardDefinition, selfCodes: readonly SelfRuleCode[]): Facts {
  const code = def.passcode;
  const { kinds: k } = registry;
  const kinds =
    (k.activatable.has(code) ? ACTIVATABLE_BIT : 0) | (k.triggered.has(code) ? TRIGGERED_BIT : 0) | (k.flips.has(code) ? FLIPS_BIT : 0) | (k.modifies.has(code) ? MODIFIES_BIT : 0) |
    (def.effects?.some((e) => e.kind === 'trigger' && e.when !== undefined && e.range === 'graveyard') ? GRAVEYARD_TRIGGER_BIT : 0) |
    ((def.frame === 'spell' || def.frame === 'trap') && def.effects?.some((e) => e.kind === 'trigger' && e.when !== undefined && (e.range ?? 'field') === 'field') ? SPELL_TRAP_TRIGGER_BIT : 0) |
    (def.effects?.some((e) => e.kind === 'trigger' && e.when !== undefined && e.range === 'hand') ? HAND_TRIGGER_BIT : 0);
  const rules = new Set(FIELD_RULES.filter((rule) => registry.rules[rule].has(code)));
  let selfRules = 0;
  let selfRulesMore = 0;
  for (const rule of selfCodes) {
    const i = SELF_RULE_INDEX.get(rule)!;
    if (i < WORD) selfRules |= 1 << i;
    else selfRulesMore |= 1 << (i - WORD);
  }
  let duelKinds = 0;
  for (const kind of KINDS) if (k[kind].has(code)) duelKinds |= kindBit(kind);
  const triggers: Record<TriggerRange, readonly IndexedEffect[]> = {
    field: triggerEffects(def, 'field'), graveyard: triggerEffects(def, 'graveyard'), hand: triggerEffects(def, 'hand'), delayed: triggerEffects(def, 'delayed'), pendulumZone: triggerEffects(def, 'pendulumZone'), leavingField: triggerEffects(def, 'leavingField'),
  };
  return {
    def, kinds, selfRules, selfRulesMore, duelKinds, handSpeed: highestSpeed(def, (e) => activatableFromHand(def, e)), handOffTurnSpeed: highestSpeed(def, (e) => e.kind === 'quick' && e.range === 'hand'),
    speed: highestSpeed(def, isActivatable),
    graveyardSpeed: highestSpeed(def, (e) => (e.kind === 'ignition' || e.kind === 'quick') && e.range === 'graveyard'), triggers,
    effectSpeeds: (def.effects ?? []).map((e) => spellSpeedOf(def, e)),
    holderKinds: holderKindsOf(kinds, rules), zones: zonesOf(def),
  };
}

/** The card's Trigger effects (with a `when`) that go off from `where`, in card order, with their indexes. */
function triggerEffects(def: CardDefinition, where: TriggerRange): IndexedEffect[] {
  const found: IndexedEffect[] = [];
  (def.effects ?? []).forEach((effect, index) => {
    if (effect.kind === 'trigger' && effect.when !== undefined && (effect.range ?? 'field') === where) found.push({ effect, index });
  });
  return found;
}

const isActivatable = (e: Effect): boolean => e.kind === 'activation' || e.kind === 'ignition' || e.kind === 'quick';

/** Whether an effect may ever be activated from the hand: a Spell Card itself, or an Ignition or Quick Effect that says "from your hand" (activation.ts). */
const activatableFromHand = (def: CardDefinition, e: Effect): boolean =>
  e.kind === 'activation' ? def.frame === 'spell' : (e.kind === 'ignition' || e.kind === 'quick') && e.range === 'hand';

/** The highest Spell Speed among a card's effects that pass `test` (0: none does). */
function highestSpeed(def: CardDefinition, test: (e: Effect) => boolean): number {
  let best = 0;
  for (const e of def.effects ?? []) if (test(e)) best = Math.max(best, spellSpeedOf(def, e));
  return best;
}

/** The card's Trigger effects (with a `when`) that go off from `where`, with their indexes (the same list every time). */
export const triggerEffectsOf = (duel: Duel, id: CardId, where: TriggerRange): readonly IndexedEffect[] => factsOf(duel, id).triggers[where];

export const nameOf = (duel: Duel, id: CardId): string => definitionOf(duel, id).name;

/** The card of the duel's pool with this name (or passcode), if any (for Tokens an effect creates). */
export const cardInPool = (duel: Duel, nameOrPasscode: string): CardDefinition | undefined => registryOf(duel).find(nameOrPasscode);

/** Resolves a deck/scenario entry (a name or an 8-digit passcode) or says what is wrong. */
export function resolveCardEntry(registry: Registry, entry: unknown, where: string): CardDefinition {
  if (typeof entry !== 'string' || entry.trim() === '') throw new TypeError(`${where}: expected a card name or passcode, got ${shownValue(entry)}`);
  const def = registry.find(entry.trim());
  // Quoted as JSON, so a control character or a binary byte is shown escaped, never raw.
  if (!def) throw new RangeError(`${where}: unknown card ${shownValue(entry)}`);
  return def;
}

/** Zone kinds on the field (bits of holderZonesIn). */
export const HOLDER_IN_MONSTER_ZONE = 1;
export const HOLDER_IN_SPELL_TRAP_ZONE = 2;
export const HOLDER_IN_FIELD_ZONE = 4;
export const HOLDER_IN_PENDULUM_ZONE = 8;

/**
 * Where on the field a card can ever stand: a monster in a Monster Zone, in a Spell & Trap Zone as
 * an Equip Card (a Union monster), and a Pendulum Monster in a Pendulum Zone; a Field Spell in the
 * Field Zone; any other Spell or Trap in a Spell & Trap Zone.
 */
function zonesOf(def: CardDefinition): number {
  if (def.frame === 'trap') return HOLDER_IN_SPELL_TRAP_ZONE;
  if (def.frame === 'spell') return def.subtype?.includes('field') === true ? HOLDER_IN_FIELD_ZONE : HOLDER_IN_SPELL_TRAP_ZONE;
  return HOLDER_IN_MONSTER_ZONE | HOLDER_IN_SPELL_TRAP_ZONE | (def.frame === 'pendulum' ? HOLDER_IN_PENDULUM_ZONE : 0);
}

/**
 * The kinds of zone (HOLDER_IN_* bits) the duel's cards with an effect of this kind can stand in on
 * the field: the walks over the field skip the others (a Trap's rule is never in a Monster Zone).
 */
export function holderZonesIn(binding: Binding, duel: Duel, kind: HolderKind): number {
  return (binding.holderZones ?? (indexCards(binding, duel), binding.holderZones!))[kind];
}

/** The kinds of effect the duel's cards are listed by (holdersOf). */
export type HolderKind = 'triggered' | 'graveyardTrigger' | 'spellTrapTrigger' | 'handTrigger' | 'modifies' | FieldRuleCode;
/** Whether a card with these `kinds` bits (CardFacts) and declaring these field `rules` goes on each holder list. */
const HOLDER_TEST: Record<HolderKind, (kinds: number, rules: ReadonlySet<FieldRuleCode>) => boolean> = {
  triggered: (kinds) => (kinds & TRIGGERED_BIT) !== 0,
  graveyardTrigger: (kinds) => (kinds & GRAVEYARD_TRIGGER_BIT) !== 0,
  spellTrapTrigger: (kinds) => (kinds & SPELL_TRAP_TRIGGER_BIT) !== 0,
  handTrigger: (kinds) => (kinds & HAND_TRIGGER_BIT) !== 0,
  modifies: (kinds) => (kinds & MODIFIES_BIT) !== 0,
  ...(Object.fromEntries(FIELD_RULES.map((rule) => [rule, (_kinds: number, rules: ReadonlySet<FieldRuleCode>) => rules.has(rule)])) as Record<FieldRuleCode, (kinds: number, rules: ReadonlySet<FieldRuleCode>) => boolean>),
};

/**
 * The ids of the duel's cards with an effect of this kind (usually none or a few): the engine's walks
 * over the field and the Graveyards compare ids with this short list instead of asking each card.
 * The duel's cards only change when a Token appears (a new card table, bound again).
 */
export const holdersOf = (duel: Duel, kind: HolderKind): readonly CardId[] => holdersIn(bindingOf(duel), duel, kind);

/** holdersOf with the duel's binding already found (the hot walks look it up once). */
export function holdersIn(binding: Binding, duel: Duel, kind: HolderKind): readonly CardId[] {
  return (binding.holders ?? (indexCards(binding, duel), binding.holders!))[kind];
}
const HOLDER_KINDS = Object.keys(HOLDER_TEST) as HolderKind[];

/**
 * A record by holder kind, as a hash table with no prototype: the readers look a kind up by a name that varies from
 * call to call (most calls are not inlined with a constant name), which V8 answers faster from such a table than
 * from a Map or from an object of fixed shape (measured on Node 20: about half the time of the latter).
 */
function byKind<T>(values: readonly T[]): Readonly<Record<HolderKind, T>> {
  const record = Object.create(null) as Record<HolderKind, T>;
  HOLDER_KINDS.forEach((kind, i) => {
    record[kind] = values[i]!;
  });
  return record;
}

/** The holder lists a passcode's card belongs on (indexes into HOLDER_KINDS), worked out once per registry (cardFacts). */
function holderKindsOf(kinds: number, rules: ReadonlySet<FieldRuleCode>): number[] {
  const held: number[] = [];
  HOLDER_KINDS.forEach((kind, i) => {
    if (HOLDER_TEST[kind](kinds, rules)) held.push(i);
  });
  return held;
}

/**
 * What the engine asks of a duel's cards as a whole, in one pass over its card table when first asked
 * (a new duel's first state check asks all of it): the kinds it holds (duelHas), the Spell Speeds the
 * activation scan may pass over (scanSpeeds), and the cards of each holder kind with the zones they
 * can stand in (holdersOf, holderZonesIn). The card table only changes when a Token appears (a new
 * table, bound again).
 */
function indexCards(binding: Binding, duel: Duel): void {
  let kinds = 0;
  let selfRules = 0;
  let selfRulesMore = 0;
  let hand = 0;
  let handOffTurn = 0;
  let graveyard = 0;
  let monster = 0;
  let spellTrap = 0;
  let field = 0;
  let pendulum = 0;
  const found: CardId[][] = HOLDER_KINDS.map(() => []);
  const zonesFound: number[] = HOLDER_KINDS.map(() => 0);
  for (const id in duel.cards) {
    const f = factsIn(binding, duel, id);
    kinds |= f.duelKinds;
    selfRules |= f.selfRules;
    selfRulesMore |= f.selfRulesMore;
    // Most cards hold none of the holder kinds.
    const held = f.holderKinds;
    for (let i = 0; i < held.length; i++) {
      found[held[i]!]!.push(id);
      zonesFound[held[i]!]! |= f.zones;
    }
    if (f.handSpeed > hand) hand = f.handSpeed;
    if (f.handOffTurnSpeed > handOffTurn) handOffTurn = f.handOffTurnSpeed;
    if (f.graveyardSpeed > graveyard) graveyard = f.graveyardSpeed;
    if (f.speed === 0) continue;
    const zones = f.zones;
    if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0 && f.speed > monster) monster = f.speed;
    if ((zones & HOLDER_IN_SPELL_TRAP_ZONE) !== 0 && f.speed > spellTrap) spellTrap = f.speed;
    if ((zones & HOLDER_IN_FIELD_ZONE) !== 0 && f.speed > field) field = f.speed;
    if ((zones & HOLDER_IN_PENDULUM_ZONE) !== 0 && f.speed > pendulum) pendulum = f.speed;
  }
  binding.kinds = kinds;
  binding.selfRules = selfRules;
  binding.selfRulesMore = selfRulesMore;
  binding.scanSpeeds = { hand, handOffTurn, graveyard, monster, spellTrap, field, pendulum };
  binding.holders = byKind(found);
  binding.holderZones = byKind(zonesFound);
}

/** definitionOf with the duel's binding already found (the hot walks look it up once: see bindingOf). */
export const definitionIn = (binding: Binding, duel: Duel, id: CardId): CardDefinition => factsIn(binding, duel, id).def;

/** An instance's facts with the duel's binding already found (see factsOf). */
function factsIn(binding: Binding, duel: Duel, id: CardId): Facts {
  return binding.facts.get(id) ?? learnFacts(duel, binding, id);
}

/** The index of the card's effect named `key` (Effect.key), or -1 if it has none of that name. */
export const effectIndexByKey = (duel: Duel, id: CardId, key: string): number => (factsOf(duel, id).def.effects ?? []).findIndex((e) => e.key === key);

/** Whether the card behind an instance declares a rule of this self code (one bit of its facts: most cards declare none). */
export function declaresOwnRule(duel: Duel, id: CardId, code: SelfRuleCode, binding: Binding = bindingOf(duel)): boolean {
  if (!duelDeclaresOwnRule(binding, duel, code)) return false;
  const f = factsIn(binding, duel, id);
  return hasSelfRule(f.selfRules, f.selfRulesMore, code);
}

/** Whether any card of the duel declares a rule of this self code (one test of a bit worked out once per card table): its readers stop here in most duels. */
export function duelDeclaresOwnRule(binding: Binding, duel: Duel, code: SelfRuleCode): boolean {
  if (binding.selfRules === null) indexCards(binding, duel);
  return hasSelfRule(binding.selfRules!, binding.selfRulesMore, code);
}

export const canBeActivated = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & ACTIVATABLE_BIT) !== 0;

/**
 * The facts of the card behind an instance (its printed card, its effects' Spell Speeds) if one of its
 * effects could be activated at `minSpeed` or faster (from the hand when `inHand`), else null: what the
 * activation scan asks of every candidate.
 */
export function activatableWith(binding: Binding, duel: Duel, id: CardId, minSpeed: number, inHand: boolean): CardFacts | null {
  const f = factsIn(binding, duel, id);
  return (inHand ? f.handSpeed : f.speed) >= minSpeed ? f : null;
}

/** activatableWith for a card in the hand on the opponent's turn (only Quick Effects "from your hand" can be activated there then). */
export function activatableOffTurnInHandWith(binding: Binding, duel: Duel, id: CardId, minSpeed: number): CardFacts | null {
  const f = factsIn(binding, duel, id);
  return f.handOffTurnSpeed >= minSpeed ? f : null;
}
/**
 * The facts of the card behind an instance if one of its effects could be activated from the Graveyard
 * at `minSpeed` or faster, else null (nothing else is ever activated there: activation.ts).
 */
export function activatableInGraveyardAt(binding: Binding, duel: Duel, id: CardId, minSpeed: number): CardFacts | null {
  const f = factsIn(binding, duel, id);
  return f.graveyardSpeed >= minSpeed ? f : null;
}

/**
 * The highest Spell Speed any card of the duel could be activated at from the hand and from the
 * Graveyard (0: none), worked out once per card table: the activation scan skips the hand or the
 * Graveyard when nothing in the duel could be activated there at the Spell Speed asked.
 */
export function scanSpeeds(binding: Binding, duel: Duel): ScanSpeeds {
  if (!binding.scanSpeeds) indexCards(binding, duel);
  return binding.scanSpeeds!;
}

/**
 * See scanSpeeds: `hand` on the player's own turn, `handOffTurn` on the opponent's; `monster`,
 * `spellTrap`, `field` and `pendulum` for the cards that can stand in each kind of zone (zonesOf), so
 * a scan at Spell Speed 2 passes over the Monster Zones when no monster of the duel has a Quick Effect.
 */
export interface ScanSpeeds {
  readonly hand: number; readonly handOffTurn: number; readonly graveyard: number;
  readonly monster: number; readonly spellTrap: number; readonly field: number; readonly pendulum: number;
}
export const hasTriggerEffect = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & TRIGGERED_BIT) !== 0;
export const hasFlipEffect = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & FLIPS_BIT) !== 0;

/** Whether a duel holds any card of each kind at all (its card list never changes, so this is computed once). */
export const duelHas = (duel: Duel, kind: Kind): boolean => duelHasWith(bindingOf(duel), duel, kind);

/** duelHas with the duel's binding already found. */
export function duelHasWith(binding: Binding, duel: Duel, kind: Kind): boolean {
  if (binding.kinds === null) indexCards(binding, duel);
  return (binding.kinds! & kindBit(kind)) !== 0;
}

/** Whether the duel holds any card with a Trigger or a Flip effect: one test of the kinds' bits (asked for every event emitted). */
export function duelHasTriggersWith(binding: Binding, duel: Duel): boolean {
  if (binding.kinds === null) indexCards(binding, duel);
  return (binding.kinds! & TRIGGERS_OR_FLIPS) !== 0;
}

/**
 * Each duel-wide kind's bit. A switch, not a record looked up by the kind: duelHas is asked with every
 * kind, and a record read with so many keys went megamorphic.
 */
function kindBit(kind: Kind): number {
  switch (kind) {
    case 'activatable': return 1 << 0;
    case 'triggered': return 1 << 1;
    case 'flips': return 1 << 2;
    case 'modifies': return 1 << 3;
    case 'continuous': return 1 << 4;
    case 'negatesSummons': return 1 << 5;
    case 'winsFromHand': return 1 << 6;
    case 'summonProcedure': return 1 << 7;
    case 'pendulum': return 1 << 8;
    case 'onlyOneFaceUp': return 1 << 9;
    case 'spellTrap': return 1 << 10;
    case 'respondsToEvents': return 1 << 11;
  }
}
const TRIGGERS_OR_FLIPS = kindBit('triggered') | kindBit('flips');

import { CARD_POOL, findCard } from '../cards';
import type { CardDefinition } from './card';
import { CONTINUOUS_RULES, type ContinuousRule } from './effects/types';
import type { CardId, Duel } from './state';

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

/**
 * Facts per instance id, kept per `cards` record (it never changes during a duel, except that a new
 * one is made when Tokens appear), filled as ids are asked about. The last record asked about is
 * remembered: one duel is usually asked about many times in a row.
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
    let def = byPasscode.get(instance.passcode);
    if (!def) {
      def = findCard(instance.passcode);
      if (!def) throw new Error(`Unknown passcode ${instance.passcode}`);
      byPasscode.set(instance.passcode, def);
    }
    const code = instance.passcode;
    const kinds = (ACTIVATABLE.has(code) ? ACTIVATABLE_BIT : 0) | (TRIGGERED.has(code) ? TRIGGERED_BIT : 0) | (FLIPS.has(code) ? FLIPS_BIT : 0) | (MODIFIES.has(code) ? MODIFIES_BIT : 0);
    let rules = 0;
    CONTINUOUS_RULES.forEach((rule, i) => {
      if (RULES[rule].has(code)) rules |= 1 << i;
    });
    f = { def, kinds, rules };
    lastFacts.set(id, f);
  }
  return f;
}

const byPasscode = new Map<string, CardDefinition>();

export const nameOf = (duel: Duel, id: CardId): string => definitionOf(duel, id).name;

/** Resolves a deck/scenario entry (a name or an 8-digit passcode) or says what is wrong. */
export function resolveCardEntry(entry: unknown, where: string): CardDefinition {
  if (typeof entry !== 'string' || entry.trim() === '') throw new TypeError(`${where}: expected a card name or passcode, got ${JSON.stringify(entry)}`);
  const def = findCard(entry.trim());
  if (!def) throw new RangeError(`${where}: unknown card "${entry}"`);
  return def;
}

/**
 * Which cards can ever take part in an effect check, indexed once by passcode so the engine's hot
 * loops skip every other card at a glance (most of a duel's cards have no effect at all).
 */
const withKind = (test: (c: CardDefinition) => boolean): ReadonlySet<string> =>
  new Set(CARD_POOL.filter(test).map((c) => c.passcode));
const ACTIVATABLE = withKind((c) => c.effects?.some((e) => e.kind === 'activation' || e.kind === 'ignition' || e.kind === 'quick') === true);
const TRIGGERED = withKind((c) => c.effects?.some((e) => e.kind === 'trigger') === true);
const FLIPS = withKind((c) => c.effects?.some((e) => e.kind === 'flip') === true);
const MODIFIES = withKind((c) => c.effects?.some((e) => e.modifiers !== undefined) === true);
const WINS_FROM_HAND = withKind((c) => c.winsFromHand !== undefined);
const NEGATES_SUMMONS = withKind((c) => c.effects?.some((e) => e.declares?.includes('negateSummon')) === true);
const RULES = Object.fromEntries(
  CONTINUOUS_RULES.map((rule) => [rule, withKind((c) => c.effects?.some((e) => e[rule] !== undefined) === true)]),
) as Record<ContinuousRule, ReadonlySet<string>>;
/** Whether the card has a continuous rule effect of this kind (Lord of D., Dragon Capture Jar, Ring of Magnetism). */
export const hasRule = (duel: Duel, id: CardId, rule: ContinuousRule): boolean => (factsOf(duel, id).rules & RULE_BITS[rule]) !== 0;
const RULE_BITS = Object.fromEntries(CONTINUOUS_RULES.map((rule, i) => [rule, 1 << i])) as Record<ContinuousRule, number>;
const CONTINUOUS = withKind((c) => c.effects?.some((e) => CONTINUOUS_RULES.some((rule) => e[rule] !== undefined)) === true);

export const canBeActivated = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & ACTIVATABLE_BIT) !== 0;
export const hasTriggerEffect = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & TRIGGERED_BIT) !== 0;
export const hasFlipEffect = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & FLIPS_BIT) !== 0;
export const modifiesStats = (duel: Duel, id: CardId): boolean => (factsOf(duel, id).kinds & MODIFIES_BIT) !== 0;

/** Whether a duel holds any card of each kind at all (its card list never changes, so this is computed once). */
type Kind = 'activatable' | 'triggered' | 'flips' | 'modifies' | 'continuous' | 'negatesSummons' | 'winsFromHand';
const duelKinds = new WeakMap<Duel['cards'], Record<Kind, boolean>>();
let lastKindsOf: Duel['cards'] | null = null;
let lastKinds: Record<Kind, boolean> | null = null;
export function duelHas(duel: Duel, kind: Kind): boolean {
  if (duel.cards === lastKindsOf) return lastKinds![kind];
  let kinds = duelKinds.get(duel.cards);
  if (!kinds) {
    const codes = Object.values(duel.cards).map((c) => c.passcode);
    kinds = {
      activatable: codes.some((c) => ACTIVATABLE.has(c)),
      triggered: codes.some((c) => TRIGGERED.has(c)),
      flips: codes.some((c) => FLIPS.has(c)),
      modifies: codes.some((c) => MODIFIES.has(c)),
      continuous: codes.some((c) => CONTINUOUS.has(c)),
      negatesSummons: codes.some((c) => NEGATES_SUMMONS.has(c)),
      winsFromHand: codes.some((c) => WINS_FROM_HAND.has(c)),
    };
    duelKinds.set(duel.cards, kinds);
  }
  lastKindsOf = duel.cards;
  lastKinds = kinds;
  return kinds[kind];
}

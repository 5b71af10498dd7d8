import { CARD_POOL, findCard } from '../cards';
import type { CardDefinition } from './card';
import { CONTINUOUS_RULES, type ContinuousRule } from './effects/types';
import type { CardId, Duel } from './state';

/** The printed card behind an instance. */
export function definitionOf(duel: Duel, id: CardId): CardDefinition {
  const instance = duel.cards[id];
  if (!instance) throw new Error(`No card instance ${id}`);
  let def = byPasscode.get(instance.passcode);
  if (!def) {
    def = findCard(instance.passcode);
    if (!def) throw new Error(`Unknown passcode ${instance.passcode}`);
    byPasscode.set(instance.passcode, def);
  }
  return def;
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
export const hasRule = (duel: Duel, id: CardId, rule: ContinuousRule): boolean => RULES[rule].has(passcodeOf(duel, id));
const CONTINUOUS = withKind((c) => c.effects?.some((e) => CONTINUOUS_RULES.some((rule) => e[rule] !== undefined)) === true);
const passcodeOf = (duel: Duel, id: CardId): string => (duel.cards[id] as { passcode: string }).passcode;

export const canBeActivated = (duel: Duel, id: CardId): boolean => ACTIVATABLE.has(passcodeOf(duel, id));
export const hasTriggerEffect = (duel: Duel, id: CardId): boolean => TRIGGERED.has(passcodeOf(duel, id));
export const hasFlipEffect = (duel: Duel, id: CardId): boolean => FLIPS.has(passcodeOf(duel, id));
export const modifiesStats = (duel: Duel, id: CardId): boolean => MODIFIES.has(passcodeOf(duel, id));

/** Whether a duel holds any card of each kind at all (its card list never changes, so this is computed once). */
type Kind = 'activatable' | 'triggered' | 'flips' | 'modifies' | 'continuous' | 'negatesSummons' | 'winsFromHand';
const duelKinds = new WeakMap<Duel['cards'], Record<Kind, boolean>>();
export function duelHas(duel: Duel, kind: Kind): boolean {
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
  return kinds[kind];
}

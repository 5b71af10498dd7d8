/**
 * The deck construction rules, in one pure function used by the deck builder, the importers and the
 * match (rulebook v9.1 "Things you need to Duel" and "Forbidden & Limited Cards"):
 * - Main Deck 40 to 60 cards, no Fusion, Synchro or Xyz Monsters;
 * - Extra Deck 0 to 15 cards, only Fusion, Synchro and Xyz Monsters;
 * - Side Deck 0 to 15 cards (any card: it is swapped into the Main or Extra Deck between Duels);
 * - a format may size the sections otherwise (`Format.sections`: the retro formats' Main and Fusion
 *   Decks have no upper limit and their Side Deck is exactly 15 cards or none);
 * - at most 3 copies of a card by name across Main + Extra + Side, fewer when the Forbidden &
 *   Limited list says so;
 * - Tokens are never part of a Deck ("Monster Tokens ... are not included in the Deck");
 * - every entry must be a passcode of a card in the pool;
 * - with a format (formats.ts), every card must be one the format allows, and its own list's limits
 *   are worded with the format's name ("Raigeki is Forbidden in GOAT (April 2005)").
 */
import { cardByPasscode } from '../cards';
import type { CardDefinition } from '../engine/card';
import { isExtraDeckMonster } from '../engine/card';
import { ALLOWED_COPIES, indexBanList, MAX_COPIES, STATUS_NAMES, statusIn, type BanList } from './banlist';
import { allowsCard, type Format } from './formats';
import { DECK_SECTIONS, isPasscode, SECTION_NAMES, type CardLookup, type Deck, type DeckSection } from './deck';
import { cards, copies } from './words';

/**
 * How many cards a section may hold, inclusive. `max` Infinity: no upper limit. `orEmpty`: the
 * section holds `min` to `max` cards or none at all (a Side Deck of exactly 15 or none, before 2008).
 */
export interface SectionLimit {
  readonly min: number;
  readonly max: number;
  readonly orEmpty?: true;
}

/** Section sizes of rulebook v9.1 (the Advanced format). A format may have its own (formats.ts, `Format.sections`). */
export const SECTION_LIMITS: Readonly<Record<DeckSection, SectionLimit>> = {
  main: { min: 40, max: 60 },
  extra: { min: 0, max: 15 },
  side: { min: 0, max: 15 },
};

/** Whether `size` cards fit the limit. */
export const fitsSection = (limit: SectionLimit, size: number): boolean =>
  (size >= limit.min && size <= limit.max) || (limit.orEmpty === true && size === 0);

/** The limit in a few words for a count: "40–60", "max 15", "40 or more", "no limit", "0 or 15". */
export function sectionLimitWords(limit: SectionLimit): string {
  if (limit.orEmpty) return limit.min === limit.max ? `0 or ${limit.min}` : `0 or ${limit.min}–${limit.max}`;
  if (limit.max === Infinity) return limit.min > 0 ? `${limit.min} or more` : 'no limit';
  return limit.min > 0 ? `${limit.min}–${limit.max}` : `max ${limit.max}`;
}

export const DECK_PROBLEM_KINDS = [
  'sectionSize',
  'notAPasscode',
  'unknownCard',
  'token',
  'notForExtraDeck',
  'belongsInExtraDeck',
  'tooManyCopies',
  'notInFormat',
  'forbidden',
  'limited',
  'semiLimited',
] as const;
export type DeckProblemKind = (typeof DECK_PROBLEM_KINDS)[number];

/** One broken rule. `message` is a sentence for players; the other fields let a view point at the cards. */
export interface DeckProblem {
  readonly kind: DeckProblemKind;
  readonly message: string;
  /** The section at fault (size and placement problems); copy limits span the whole deck. */
  readonly section?: DeckSection;
  /** The card's name when the pool knows it. */
  readonly card?: string;
  /** The entry as written in the deck (a passcode, or whatever stood in its place). */
  readonly passcode?: string;
  /** Copies involved: in the section (placement problems) or across the deck (copy limits). */
  readonly count?: number;
  /** The most copies allowed (copy limits). */
  readonly limit?: number;
}

/**
 * A problem in words, naming a card the pool lacks when `nameOf` knows its passcode (the card
 * database: ./cardNames.ts): "Labyrinth Wall (67284908) in the Main Deck (2 copies) is not in the
 * card pool" rather than "Unknown card 67284908 …".
 */
export function problemInWords(p: DeckProblem, nameOf: (passcode: string) => string | undefined = () => undefined): string {
  const name = p.kind === 'unknownCard' && p.passcode !== undefined ? nameOf(p.passcode) : undefined;
  if (name === undefined || !p.section) return p.message;
  const times = (p.count ?? 1) > 1 ? ` (${copies(p.count!)})` : '';
  return `${name} (${p.passcode}) in the ${SECTION_NAMES[p.section]}${times} is not in the card pool`;
}

const EXTRA_FRAME_NAMES: Partial<Record<CardDefinition['frame'], string>> = {
  fusion: 'Fusion Monster',
  synchro: 'Synchro Monster',
  xyz: 'Xyz Monster',
};

function sizeProblem(section: DeckSection, size: number, limit: SectionLimit): DeckProblem | null {
  if (fitsSection(limit, size)) return null;
  const { min, max } = limit;
  const exactly = min === max ? `exactly ${min}` : `${min} to ${max}`;
  const needs = limit.orEmpty ? `it must hold ${exactly} cards or none` : max === Infinity ? `it needs at least ${min}` : min > 0 ? `it needs ${min} to ${max}` : `it may hold at most ${max}`;
  return { kind: 'sectionSize', section, count: size, message: `${SECTION_NAMES[section]} has ${cards(size)}; ${needs}` };
}

/** Problems with what may stand in this section: unknown entries, Tokens, Extra Deck placement. */
function placementProblems(section: DeckSection, entries: readonly string[], lookup: CardLookup): DeckProblem[] {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  const where = `in the ${SECTION_NAMES[section]}`;
  const problems: DeckProblem[] = [];
  for (const [entry, count] of counts) {
    const times = count > 1 ? ` (${copies(count)})` : '';
    if (!isPasscode(entry)) {
      problems.push({ kind: 'notAPasscode', section, passcode: entry, count, message: `${JSON.stringify(entry)} ${where}${times} is not an 8-digit passcode` });
      continue;
    }
    const card = lookup(entry);
    const base = { section, passcode: entry, count };
    if (!card) {
      problems.push({ ...base, kind: 'unknownCard', message: `Unknown card ${entry} ${where}${times}; it is not in the card pool` });
    } else if (card.frame === 'token') {
      problems.push({ ...base, kind: 'token', card: card.name, message: `${card.name} is a Token; Tokens are never part of a Deck` });
    } else if (section === 'extra' && !isExtraDeckMonster(card)) {
      problems.push({ ...base, kind: 'notForExtraDeck', card: card.name, message: `${card.name} is not a Fusion, Synchro or Xyz Monster; it cannot be in the Extra Deck` });
    } else if (section === 'main' && isExtraDeckMonster(card)) {
      const what = EXTRA_FRAME_NAMES[card.frame] ?? 'Extra Deck monster';
      problems.push({ ...base, kind: 'belongsInExtraDeck', card: card.name, message: `${card.name} is a ${what}; it belongs in the Extra Deck, not the Main Deck` });
    }
  }
  return problems;
}

/** Copy limits by name across the three sections: 3, or the list's 0/1/2 (worded with the format's name when it is the format's list). */
function copyProblems(deck: Deck, list: BanList | null, lookup: CardLookup, format?: Format): DeckProblem[] {
  const counts = new Map<string, number>();
  for (const section of DECK_SECTIONS) {
    for (const entry of deck[section]) {
      const card = isPasscode(entry) ? lookup(entry) : undefined;
      if (card && card.frame !== 'token') counts.set(card.name, (counts.get(card.name) ?? 0) + 1);
    }
  }
  const index = indexBanList(list);
  const inFormat = format && list === format.list ? ` in ${format.name}` : '';
  const problems: DeckProblem[] = [];
  for (const [name, count] of counts) {
    const status = statusIn(index, name);
    const limit = ALLOWED_COPIES[status];
    if (count <= limit) continue;
    const base = { card: name, count, limit };
    if (status === 'unlimited') {
      problems.push({ ...base, kind: 'tooManyCopies', message: `${copies(count)} of ${name}; at most ${MAX_COPIES} are allowed` });
    } else if (status === 'forbidden') {
      const message = inFormat ? `${name} is ${STATUS_NAMES[status]}${inFormat}` : `${copies(count)} of ${name}; it is ${STATUS_NAMES[status]}`;
      problems.push({ ...base, kind: status, message });
    } else {
      problems.push({ ...base, kind: status, message: `${copies(count)} of ${name}; it is ${STATUS_NAMES[status]} to ${limit}${inFormat}` });
    }
  }
  return problems;
}

/** Cards the format does not allow, each once (all its copies, whatever the section), in order of first appearance. */
function formatProblems(deck: Deck, lookup: CardLookup, format: Format): DeckProblem[] {
  const counts = new Map<string, { passcode: string; count: number }>();
  for (const section of DECK_SECTIONS) {
    for (const entry of deck[section]) {
      const card = isPasscode(entry) ? lookup(entry) : undefined;
      if (!card || card.frame === 'token' || allowsCard(format, entry)) continue;
      const seen = counts.get(card.name);
      counts.set(card.name, { passcode: seen?.passcode ?? entry, count: (seen?.count ?? 0) + 1 });
    }
  }
  return [...counts].map(([name, { passcode, count }]) => ({ kind: 'notInFormat', card: name, passcode, count, message: `${name} is not legal in ${format.name}` }));
}

/**
 * Every rule the deck breaks, in a stable order: section sizes (Main, Extra, Side), then what
 * stands where (per section, per card in order of first appearance), then cards the format does not
 * allow, then copy limits. `[]` means the deck is legal. `list` null is "no list" (casual play): only
 * the 3-copy rule applies. Without a format every card of the pool is allowed.
 * Pure: the same deck, list, pool and format give the same answer.
 */
export function validateDeck(deck: Deck, list: BanList | null, lookup: CardLookup = cardByPasscode, format?: Format): DeckProblem[] {
  const limits = format?.sections ?? SECTION_LIMITS;
  const sizes = DECK_SECTIONS.map((section) => sizeProblem(section, deck[section].length, limits[section])).filter((p) => p !== null);
  const placement = DECK_SECTIONS.flatMap((section) => placementProblems(section, deck[section], lookup));
  const outside = format ? formatProblems(deck, lookup, format) : [];
  return [...sizes, ...placement, ...outside, ...copyProblems(deck, list, lookup, format)];
}

/** True when `validateDeck` finds nothing wrong. */
export const isLegalDeck = (deck: Deck, list: BanList | null, lookup: CardLookup = cardByPasscode, format?: Format): boolean =>
  validateDeck(deck, list, lookup, format).length === 0;

/** The deck's problems in a format, under the format's own list unless another is given (null: no list). */
export const validateDeckIn = (format: Format, deck: Deck, list: BanList | null = format.list, lookup: CardLookup = cardByPasscode): DeckProblem[] =>
  validateDeck(deck, list, lookup, format);

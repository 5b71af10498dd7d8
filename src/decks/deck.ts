/**
 * A player's deck as plain data: three lists of 8-digit passcodes (rulebook v9.1 "Things you need
 * to Duel": Main Deck, Extra Deck, Side Deck), plus the helpers every other deck module shares.
 *
 * Entries are passcodes rather than names so that a deck survives a card being renamed, and so that
 * .ydk / ydke:// files map onto it one to one. A deck may hold passcodes the pool does not know
 * (an imported deck from a larger card pool); `validateDeck` reports them.
 */
import { z } from 'zod';
import { cardByPasscode, cardByName } from '../cards';
import type { CardDefinition } from '../engine/card';
import { issuesInWords } from './words';

export const DECK_SECTIONS = ['main', 'extra', 'side'] as const;
export type DeckSection = (typeof DECK_SECTIONS)[number];

/** The rulebook's names for the sections, as shown to players. */
export const SECTION_NAMES: Record<DeckSection, string> = {
  main: 'Main Deck',
  extra: 'Extra Deck',
  side: 'Side Deck',
};

export interface Deck {
  name: string;
  /** Top-to-bottom order is meaningless before shuffling; the order is kept only for display and files. */
  main: string[];
  extra: string[];
  side: string[];
}

/** The number of cards in each section. */
export type SectionSizes = Record<DeckSection, number>;

/**
 * How the deck modules find a card's facts from a passcode. The pool's `cardByPasscode` by default;
 * tests pass a larger lookup to exercise Extra Deck monsters and Spells the pool does not hold yet.
 */
export type CardLookup = (passcode: string) => CardDefinition | undefined;

/** Exactly 8 decimal digits, zero-padded, as printed on the card. */
export const PASSCODE = /^\d{8}$/;
export const isPasscode = (s: string): boolean => PASSCODE.test(s);

/** Zero-pads a decimal passcode to 8 digits ("7902349" -> "07902349"); longer strings are kept. */
export const padPasscode = (digits: string): string => digits.padStart(8, '0');

export const emptyDeck = (name: string): Deck => ({ name, main: [], extra: [], side: [] });

/** A copy that shares no arrays with its source. */
export const copyDeck = (deck: Deck): Deck => ({
  name: deck.name,
  main: [...deck.main],
  extra: [...deck.extra],
  side: [...deck.side],
});

export const sectionSizes = (deck: Deck): SectionSizes => ({
  main: deck.main.length,
  extra: deck.extra.length,
  side: deck.side.length,
});

/** Every entry of Main, Extra and Side in that order. */
export const allEntries = (deck: Deck): string[] => [...deck.main, ...deck.extra, ...deck.side];

/**
 * Copies of each known card across Main + Extra + Side, keyed by card name (the rulebook's
 * "up to 3 copies of the same card in your Deck, Extra Deck and Side Deck combined" counts by
 * name). Keys come in order of first appearance. Unknown passcodes are not counted: see `unknownEntries`.
 */
export function copiesByName(deck: Deck, lookup: CardLookup = cardByPasscode): Map<string, number> {
  const counts = new Map<string, number>();
  for (const entry of allEntries(deck)) {
    const card = lookup(entry);
    if (card) counts.set(card.name, (counts.get(card.name) ?? 0) + 1);
  }
  return counts;
}

/** Copies of the card named `name` across Main + Extra + Side (names compared ignoring case). */
export function copiesOf(deck: Deck, name: string, lookup: CardLookup = cardByPasscode): number {
  const wanted = name.toLowerCase();
  return allEntries(deck).filter((entry) => lookup(entry)?.name.toLowerCase() === wanted).length;
}

/** Entries of one section that the lookup does not know, each once, in order of first appearance. */
export function unknownEntries(entries: readonly string[], lookup: CardLookup = cardByPasscode): string[] {
  return [...new Set(entries.filter((entry) => !lookup(entry)))];
}

/**
 * A deck from card names or passcodes (as the preset decks list them). Throws on a name the pool
 * does not know: this is for decks written in code, not for untrusted input.
 */
export function deckFromNames(
  name: string,
  sections: { main: readonly string[]; extra?: readonly string[]; side?: readonly string[] },
): Deck {
  const toPasscode = (entry: string): string => {
    const card = isPasscode(entry.trim()) ? cardByPasscode(entry.trim()) : cardByName(entry);
    if (!card) throw new Error(`deckFromNames: no card named ${JSON.stringify(entry)} in the pool`);
    return card.passcode;
  };
  return {
    name,
    main: sections.main.map(toPasscode),
    extra: (sections.extra ?? []).map(toPasscode),
    side: (sections.side ?? []).map(toPasscode),
  };
}

/** The most entries one section may hold in stored or imported data; larger input is refused as absurd. */
export const MAX_SECTION_ENTRIES = 200;
export const MAX_DECK_NAME = 100;

const passcodeSchema = z.string({ error: 'must be a passcode (text)' }).regex(PASSCODE, { error: 'must be an 8-digit passcode' });
const sectionSchema = (section: DeckSection) =>
  z
    .array(passcodeSchema, { error: 'must be a list of passcodes' })
    .max(MAX_SECTION_ENTRIES, { error: `${SECTION_NAMES[section]} may list at most ${MAX_SECTION_ENTRIES} entries` });

/** The stored form of a deck (localStorage, saved files): unknown fields are refused so typos show. */
export const deckSchema = z.strictObject(
  {
    name: z
      .string({ error: 'must be text' })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(MAX_DECK_NAME, { error: `must be at most ${MAX_DECK_NAME} characters` }),
    main: sectionSchema('main'),
    extra: sectionSchema('extra'),
    side: sectionSchema('side'),
  },
  { error: 'A deck must be an object with name, main, extra and side' },
);

/**
 * Checks untrusted JSON (a saved deck) against the deck shape. Only the shape is checked: a deck
 * with 12 cards or an unknown passcode parses, and `validateDeck` then says what is wrong with it.
 */
export function parseDeck(json: unknown): { ok: true; deck: Deck } | { ok: false; error: string } {
  const result = deckSchema.safeParse(json);
  if (result.success) return { ok: true, deck: copyDeck(result.data) };
  return { ok: false, error: `Not a deck: ${issuesInWords(result.error.issues).join('; ')}` };
}

/** Throws a RangeError naming the first entry that is not an 8-digit passcode (exporters call this). */
export function assertPasscodes(deck: Deck, what: string): void {
  for (const section of DECK_SECTIONS) {
    const bad = deck[section].find((entry) => !isPasscode(entry));
    if (bad !== undefined) throw new RangeError(`${what}: ${JSON.stringify(bad)} in the ${SECTION_NAMES[section]} is not an 8-digit passcode`);
  }
}

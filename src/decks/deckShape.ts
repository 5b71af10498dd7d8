/**
 * The shape of a deck, without the card pool (deck.ts adds what needs it): the start screen's deck
 * store reads saved decks with this alone. A player's deck as plain data: three lists of 8-digit passcodes (rulebook v9.1 "Things you need
 * to Duel": Main Deck, Extra Deck, Side Deck), plus the helpers every other deck module shares.
 *
 * Entries are passcodes rather than names so that a deck survives a card being renamed, and so that
 * .ydk / ydke:// files map onto it one to one. A deck may hold passcodes the pool does not know
 * (an imported deck from a larger card pool); `validateDeck` reports them.
 */
import { z } from 'zod';
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

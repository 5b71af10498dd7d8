/**
 * What the .ydk and ydke:// importers share: the result shape, the size limits past which input is
 * refused as absurd, and the step that keeps known cards and lists unknown passcodes.
 *
 * Policy (issue 5): unknown passcodes are listed and the rest imported; a malformed input is
 * refused with the reason and yields no deck, so the caller changes nothing.
 */
import { z } from 'zod';
import { cardByPasscode } from '../cards';
import { ALTERNATE_ARTS } from './alternateArts';
import { DECK_SECTIONS, MAX_DECK_NAME, SECTION_NAMES, type CardLookup, type Deck, type DeckSection } from './deck';
import { cards, copies, issuesInWords, noneInPoolInWords } from './words';

export { noneInPoolInWords };

/** Copies of one unknown passcode left out of one section, the passcode as the file wrote it. */
export interface LeftOut {
  readonly section: DeckSection;
  readonly passcode: string;
  readonly copies: number;
}

/** Copies of an alternate-artwork passcode read as the card it is a printing of. */
export interface FoldedArt {
  readonly section: DeckSection;
  /** As the file wrote it. */
  readonly passcode: string;
  /** The pool's passcode the deck now holds. */
  readonly card: string;
  readonly copies: number;
}

export type DeckImport =
  | {
      ok: true;
      deck: Deck;
      /** Passcodes the pool does not know, each once, as the file wrote them, in order of first appearance; they were left out. */
      unknown: string[];
      /** What was left out, copies per section (the unknown-card notice counts these). */
      leftOut: LeftOut[];
      /** Alternate artworks read as their card (Dark Magician 46986415 is Dark Magician). */
      folded: FoldedArt[];
    }
  | {
      ok: false;
      error: string;
      /** When nothing of the file is in the pool: what was left out (a view names the cards: leftOutInWords). */
      leftOut?: LeftOut[];
    };

/** One entry as parsed: how the file wrote it, and its passcode zero-padded to 8 digits. */
export interface ParsedEntry {
  readonly written: string;
  readonly code: string;
}

export interface ImportOptions {
  /** The imported deck's name; "Imported deck" when absent or blank. */
  name?: string;
  /** Which passcodes are known; the pool by default. */
  lookup?: CardLookup;
}

/** 64 KiB: a legal deck's .ydk is about 1 KiB. */
export const MAX_IMPORT_CHARS = 65_536;
/** Cards across all sections: a legal deck has at most 90; room is left for decks to fix in the builder. */
export const MAX_IMPORT_CARDS = 200;
export const DEFAULT_IMPORT_NAME = 'Imported deck';

export const refuse = (error: string): DeckImport => ({ ok: false, error });

const textSchema = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .max(MAX_IMPORT_CHARS, { error: `${what} is too large (more than ${MAX_IMPORT_CHARS} characters)` });

/**
 * Characters no deck text holds: control characters other than tab, line ends and form feeds, and
 * U+FFFD, which the browser puts where a file's bytes are not text.
 */
// eslint-disable-next-line no-control-regex
const NOT_TEXT = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\ufffd]/;

/**
 * The input as a string, or the reason it is not acceptable text (not a string, absurdly long, or
 * binary: said in words, never echoing its bytes).
 */
export function checkText(input: unknown, what: string): { ok: true; text: string } | { ok: false; error: string } {
  const result = textSchema(what).safeParse(input);
  if (!result.success) return { ok: false, error: issuesInWords(result.error.issues).join('; ') };
  if (NOT_TEXT.test(result.data)) return { ok: false, error: `${what} is not text (it holds binary data), so it is not a deck` };
  return { ok: true, text: result.data };
}

/**
 * The deck from parsed sections: alternate artworks are folded into their card, unknown passcodes
 * dropped and counted per section; more than MAX_IMPORT_CARDS entries in all is refused, and so is
 * a file none of whose cards is known (an empty deck saved without a word would lose the file).
 */
export function keepKnown(sections: Record<DeckSection, readonly ParsedEntry[]>, options: ImportOptions = {}): DeckImport {
  const lookup = options.lookup ?? cardByPasscode;
  const total = DECK_SECTIONS.reduce((n, s) => n + sections[s].length, 0);
  if (total > MAX_IMPORT_CARDS) return refuse(`The deck lists ${total} cards; at most ${MAX_IMPORT_CARDS} can be imported`);
  const unknown = new Map<string, string>();
  const leftOut: LeftOut[] = [];
  const folded: FoldedArt[] = [];
  const count = <T extends { section: DeckSection; passcode: string; copies: number }>(list: T[], item: Omit<T, 'copies'>): void => {
    const found = list.find((x) => x.section === item.section && x.passcode === item.passcode);
    if (found) (found as { copies: number }).copies += 1;
    else list.push({ ...item, copies: 1 } as T);
  };
  const keep = (section: DeckSection): string[] =>
    sections[section].flatMap(({ written, code }) => {
      if (lookup(code)) return [code];
      const card = ALTERNATE_ARTS[code];
      if (card && lookup(card)) {
        count(folded, { section, passcode: written, card });
        return [card];
      }
      if (!unknown.has(code)) unknown.set(code, written);
      count(leftOut, { section, passcode: written });
      return [];
    });
  const name = options.name?.trim().slice(0, MAX_DECK_NAME) || DEFAULT_IMPORT_NAME;
  const deck: Deck = { name, main: keep('main'), extra: keep('extra'), side: keep('side') };
  const kept = DECK_SECTIONS.reduce((n, s) => n + deck[s].length, 0);
  if (total > 0 && kept === 0) return { ok: false, error: `${noneInPoolInWords(leftOut)} (${leftOutInWords(leftOut).join('; ')})`, leftOut };
  return { ok: true, deck, unknown: [...unknown.values()], leftOut, folded };
}


/**
 * What was left out, one sentence per section, every card listed: "Main Deck: 31 copies of 24 cards
 * left out: Labyrinth Wall ×3, …". A card is named by `nameOf` when it knows the passcode (the card
 * database: ./cardNames.ts), else shown by its passcode as the file wrote it.
 */
export function leftOutInWords(leftOut: readonly LeftOut[], nameOf: (passcode: string) => string | undefined = () => undefined): string[] {
  return DECK_SECTIONS.flatMap((section) => {
    const here = leftOut.filter((x) => x.section === section);
    if (here.length === 0) return [];
    const total = here.reduce((n, x) => n + x.copies, 0);
    const listed = here.map((x) => `${nameOf(x.passcode) ?? x.passcode}${x.copies > 1 ? ` ×${x.copies}` : ''}`);
    return [`${SECTION_NAMES[section]}: ${copies(total)} of ${cards(here.length)} left out: ${listed.join(', ')}`];
  });
}

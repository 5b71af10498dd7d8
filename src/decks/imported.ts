/**
 * What the .ydk and ydke:// importers share: the result shape, the size limits past which input is
 * refused as absurd, and the step that keeps known cards and lists unknown passcodes.
 *
 * Policy (issue 5): unknown passcodes are listed and the rest imported; a malformed input is
 * refused with the reason and yields no deck, so the caller changes nothing.
 */
import { z } from 'zod';
import { cardByPasscode } from '../cards';
import { DECK_SECTIONS, MAX_DECK_NAME, type CardLookup, type Deck, type DeckSection } from './deck';
import { issuesInWords } from './words';

export type DeckImport =
  | { ok: true; deck: Deck; /** Passcodes the pool does not know, each once, in order of first appearance; they were left out. */ unknown: string[] }
  | { ok: false; error: string };

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

/** The input as a string, or the reason it is not acceptable text (not a string, absurdly long). */
export function checkText(input: unknown, what: string): { ok: true; text: string } | { ok: false; error: string } {
  const result = textSchema(what).safeParse(input);
  return result.success ? { ok: true, text: result.data } : { ok: false, error: issuesInWords(result.error.issues).join('; ') };
}

/**
 * The deck from parsed sections of passcodes (already zero-padded): unknown ones are dropped and
 * listed; more than MAX_IMPORT_CARDS entries in all is refused.
 */
export function keepKnown(sections: Record<DeckSection, readonly string[]>, options: ImportOptions = {}): DeckImport {
  const lookup = options.lookup ?? cardByPasscode;
  const total = DECK_SECTIONS.reduce((n, s) => n + sections[s].length, 0);
  if (total > MAX_IMPORT_CARDS) return refuse(`The deck lists ${total} cards; at most ${MAX_IMPORT_CARDS} can be imported`);
  const unknown = new Set<string>();
  const keep = (entries: readonly string[]): string[] =>
    entries.filter((entry) => {
      if (lookup(entry)) return true;
      unknown.add(entry);
      return false;
    });
  const name = options.name?.trim().slice(0, MAX_DECK_NAME) || DEFAULT_IMPORT_NAME;
  const deck: Deck = { name, main: keep(sections.main), extra: keep(sections.extra), side: keep(sections.side) };
  return { ok: true, deck, unknown: [...unknown] };
}

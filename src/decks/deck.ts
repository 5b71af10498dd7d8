/**
 * A player's deck (./deckShape.ts: its shape, read and checked without the card pool) and the
 * helpers that look its cards up in the pool.
 */
import { cardByPasscode, cardByName } from '../cards';
import { allEntries, isPasscode, type CardLookup, type Deck } from './deckShape';

export * from './deckShape';

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


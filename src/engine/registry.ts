import { findCard } from '../cards';
import type { CardDefinition } from './card';
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

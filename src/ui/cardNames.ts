import { useEffect, useState } from 'react';
import { loadCardNames, nameIn, type CardNames } from '../decks/cardNames';

/** The table once fetched, for every component after the first. */
let loaded: CardNames | null = null;

/**
 * The card database's names (issue 36), fetched the first time `needed` is true (a deck holds a
 * card the pool lacks): null until then, and while it loads, when the view shows the passcode.
 */
export function useCardNames(needed: boolean): CardNames | null {
  const [names, setNames] = useState<CardNames | null>(loaded);
  useEffect(() => {
    if (!needed || names) return;
    let live = true;
    loadCardNames().then(
      (table) => {
        loaded = table;
        if (live) setNames(table);
      },
      // Offline before the chunk was cached: the passcodes stay, which is what the player saw before.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed, names]);
  return names;
}

/** `nameOf` for a passcode with this table (undefined: unknown, or not loaded yet). */
export const namer = (names: CardNames | null) => (passcode: string) => nameIn(names, passcode);

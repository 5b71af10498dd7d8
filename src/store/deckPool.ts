import { cardByPasscode } from '../cards';
import { PICKABLE_PRESETS } from '../cards/decks';
import { deckFromNames, formatById, validateDeckIn, type BanList, type Deck, type DeckProblem } from '../decks';
import { DEFAULT_FORMAT } from '../engine/formatRules';
import { useDeckStore, type DeckPool, type DeckRef, type DeckRules } from './deckStore';

/**
 * What the deck store needs of the card pool (./deckStore.ts `DeckPool`): the presets' cards and
 * the deck checks. Part of the duel's code (src/ui/core.ts), not of the first load.
 */

/** Every preset a player may pick, as a deck of passcodes. */
export const PRESETS: readonly { readonly ref: DeckRef; readonly deck: Deck }[] = PICKABLE_PRESETS.map((p) => ({
  ref: `preset:${p.id}` as DeckRef,
  deck: deckFromNames(p.name, { main: p.main, extra: p.extra ?? [], side: p.side }),
}));

export const DECK_POOL: DeckPool = {
  presetDeck: (ref) => PRESETS.find((p) => p.ref === ref)?.deck ?? null,
  knows: (passcode) => cardByPasscode(passcode) !== undefined,
};

/** Gives the deck store the card pool (the app: when the duel's code arrives; tests: before using presets). */
export function installDeckPool(): void {
  useDeckStore.setState({ pool: DECK_POOL });
}

/** The Forbidden & Limited list in use: the format's own (the shipped list in Advanced), none, or the imported one. */
export function activeBanList(state: DeckRules): BanList | null {
  if (state.banChoice === 'none') return null;
  if (state.banChoice === 'custom' && state.customList) return state.customList;
  return formatById(state.format ?? DEFAULT_FORMAT).list;
}

/** What `validateDeck` says of the deck in the format, under the list in use. */
export function problemsOf(state: DeckRules, deck: Deck): DeckProblem[] {
  return validateDeckIn(formatById(state.format ?? DEFAULT_FORMAT), deck, activeBanList(state));
}

/** "Dark Magician" for a passcode the pool knows, else the passcode itself. */
export const cardNameOf = (passcode: string): string => cardByPasscode(passcode)?.name ?? passcode;

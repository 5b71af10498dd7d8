import type { DeckList } from '../engine';
import { ALL_PRESET_DECKS, type PresetDeck } from '../cards/decks';

/** Which presets a fuzz seed plays, and as what deck lists (harness.ts, secrets.ts). */

/** The two presets a seed plays: every ordered pair in turn, the same deck against itself included. */
export function decksFor(seed: number): readonly [PresetDeck, PresetDeck] {
  const n = ALL_PRESET_DECKS.length;
  const k = ((seed % (n * n)) + n * n) % (n * n);
  return [ALL_PRESET_DECKS[Math.floor(k / n)]!, ALL_PRESET_DECKS[k % n]!];
}

/** A preset as the engine's deck list (its Extra Deck too, once presets carry one). */
export const listOf = (d: PresetDeck): DeckList => ({ main: [...d.main], extra: [...((d as { extra?: readonly string[] }).extra ?? [])] });


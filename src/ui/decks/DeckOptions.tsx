import type { FormatId } from '../../engine/formatRules';
import { PRESET_NAMES, presetRefsFor, useDeckStore, type DeckRef } from '../../store/deckStore';

/**
 * The options of a deck picker (`<select>`), by deck reference: the player's saved decks under
 * "My decks" (when there are any), then the preset decks under `presetsLabel`. Used by the start
 * screen's seat pickers and the deck builder's "Deck" menu. Names only: no card pool needed.
 *
 * With `offer` (the start screen) the presets are those of the format played: the ones legal in it,
 * its own first (GOAT's four under GOAT). A preset picked before the format changed that is not
 * legal in it stays listed, under "Not legal in …", so the picker still shows what is picked and
 * the seat says why it cannot be used.
 */
export function DeckOptions({ presetsLabel, offer }: { presetsLabel: string; offer?: { format: FormatId; formatName: string; picked: DeckRef } }) {
  const saved = useDeckStore((s) => s.saved);
  const refs = offer ? presetRefsFor(offer.format) : null;
  const presets = refs ? refs.map((ref) => PRESET_NAMES.find((p) => p.ref === ref)).filter((p) => p !== undefined) : PRESET_NAMES;
  const stray = offer && offer.picked.startsWith('preset:') && !refs?.includes(offer.picked) ? PRESET_NAMES.find((p) => p.ref === offer.picked) : undefined;
  return (
    <>
      {saved.length > 0 && (
        <optgroup label="My decks">
          {saved.map((s) => (
            <option key={s.id} value={`saved:${s.id}`}>
              {s.deck.name}
            </option>
          ))}
        </optgroup>
      )}
      <optgroup label={presetsLabel}>
        {presets.map((p) => (
          <option key={p.ref} value={p.ref}>
            {p.name}
          </option>
        ))}
      </optgroup>
      {stray && offer && (
        <optgroup label={`Not legal in ${offer.formatName}`}>
          <option value={stray.ref}>{stray.name}</option>
        </optgroup>
      )}
    </>
  );
}

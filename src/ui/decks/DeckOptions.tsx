import { PRESETS, useDeckStore } from '../../store/deckStore';

/**
 * The options of a deck picker (`<select>`), by deck reference: the player's saved decks under
 * "My decks" (when there are any), then the preset decks under `presetsLabel`. Used by the start
 * screen's seat pickers and the deck builder's "Deck" menu.
 */
export function DeckOptions({ presetsLabel }: { presetsLabel: string }) {
  const saved = useDeckStore((s) => s.saved);
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
        {PRESETS.map((p) => (
          <option key={p.ref} value={p.ref}>
            {p.deck.name}
          </option>
        ))}
      </optgroup>
    </>
  );
}

import { ALL_FORMAT_NAMES, FORMAT_NAMES } from '../../decks/formatNames';
import type { FormatId } from '../../engine/formatRules';
import { useDeckStore } from '../../store/deckStore';

/**
 * The format decks are checked in and duels and Matches are played by (src/decks/formats.ts), one
 * choice shared by the start screen and the deck builder. Labelled "Format"; the line under it says
 * what the format is.
 */
export function FormatPicker({ id, className = 'pp-format', labelClass = 'pp-label', selectClass = 'pp-select', aboutClass = 'pp-hint' }: {
  id: string;
  className?: string;
  labelClass?: string;
  selectClass?: string;
  aboutClass?: string;
}) {
  const format = useDeckStore((s) => s.format);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        Format
      </label>
      <select id={id} className={selectClass} value={format} aria-describedby={`${id}-about`} onChange={(e) => useDeckStore.getState().setFormat(e.target.value as FormatId)}>
        {ALL_FORMAT_NAMES.map((f) => (
          <option key={f.id} value={f.id}>
            {f.name}
          </option>
        ))}
      </select>
      <span id={`${id}-about`} className={aboutClass}>
        {FORMAT_NAMES[format].description}
      </span>
    </div>
  );
}

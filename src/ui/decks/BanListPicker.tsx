import { useRef } from 'react';
import { FORMATS } from '../../decks';
import { useDeckStore, type BanChoice } from '../../store/deckStore';
import { FILE_LIMITS, readImportedFile } from '../../store/importFile';

/**
 * Which Forbidden & Limited list the deck check and the start of a duel use, and loading one from
 * JSON. 'default' is the format's own list (the shipped sample list in Advanced).
 */
export function BanListPicker() {
  const format = FORMATS[useDeckStore((s) => s.format)];
  const choice = useDeckStore((s) => s.banChoice);
  const custom = useDeckStore((s) => s.customList);
  const file = useRef<HTMLInputElement>(null);
  const onFile = async (f: File | undefined) => {
    if (!f) return;
    const read = await readImportedFile(f, FILE_LIMITS.banList, 'a Forbidden & Limited list');
    if (!read.ok) useDeckStore.getState().say({ tone: 'error', text: `Could not use ${f.name}: ${read.error}. Nothing was changed.`, technical: read.detail });
    else useDeckStore.getState().importBanList(read.text, f.name);
    if (file.current) file.current.value = '';
  };
  return (
    <div className="db-banlist">
      <label className="db-field db-field-inline">
        <span title="Forbidden &amp; Limited list">F&amp;L list</span>
        <select className="db-input" aria-label="Forbidden & Limited list" value={choice} onChange={(e) => useDeckStore.getState().setBanChoice(e.target.value as BanChoice)}>
          <option value="default" title={format.list.name}>
            {format.id === 'advanced' ? 'Shipped sample list' : 'The format’s list'}
          </option>
          <option value="none">No list (casual)</option>
          {custom && <option value="custom">Imported: {custom.name}</option>}
        </select>
      </label>
      <label className="btn btn-quiet db-file-btn">
        Load list…
        <input ref={file} type="file" accept=".json,application/json" className="sr-only" aria-label="Load a Forbidden & Limited list (JSON)" onChange={(e) => void onFile(e.target.files?.[0])} />
      </label>
    </div>
  );
}

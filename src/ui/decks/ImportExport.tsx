import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { exportYdk, exportYdke, importYdk, importYdke, ydkFileName, type Deck } from '../../decks';
import { useDeckStore } from '../../store/deckStore';
import { NoticeBar } from './NoticeBar';
import { downloadText } from '../download';
import { FILE_LIMITS, readImportedFile } from '../../store/importFile';

/** A file name without its extension, as the imported deck's name. */
const baseName = (file: string): string => file.replace(/\.[^.]*$/, '').trim();


/**
 * .ydk and ydke:// in and out. Export writes the deck as shown (saved or not); import always makes
 * a new saved deck, so nothing existing is overwritten, and a refused file changes nothing.
 */
export function ImportExportDialog({ deck, onClose, guard }: { deck: Deck; onClose: () => void; guard: (then: () => void) => void }) {
  const id = useId();
  const say = useDeckStore((s) => s.say);
  const importDeck = useDeckStore((s) => s.importDeck);
  const [url, setUrl] = useState('');
  const fileRef = useRef<HTMLInputElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const ydke = useMemo(() => {
    try {
      return exportYdke(deck);
    } catch {
      return '';
    }
  }, [deck]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => previous?.focus();
  }, []);

  const download = () => {
    try {
      downloadText(exportYdk(deck), ydkFileName(deck));
      say({ tone: 'success', text: `Downloaded ${ydkFileName(deck)}.` });
    } catch (e) {
      say({ tone: 'error', text: `Could not export: ${e instanceof Error ? e.message : String(e)}` });
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(ydke);
      say({ tone: 'success', text: 'Copied the ydke:// URL to the clipboard.' });
    } catch {
      say({ tone: 'info', text: 'The browser did not allow copying: select the URL in the box and copy it yourself.' });
    }
  };

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const read = await readImportedFile(file, FILE_LIMITS.ydk, 'a .ydk deck file');
    if (!read.ok) say({ tone: 'error', text: `Could not import ${file.name}: ${read.error}. Nothing was changed.`, technical: read.detail });
    else {
      // The imported deck is opened: unsaved edits of the open one are saved or discarded first, as the player says.
      const result = importYdk(read.text, { name: baseName(file.name) });
      if (result.ok) guard(() => importDeck(result, file.name));
      else importDeck(result, file.name);
    }
    if (fileRef.current) fileRef.current.value = '';
  };

  const onUrl = () => {
    const result = importYdke(url);
    if (!result.ok) importDeck(result, 'the ydke:// URL');
    else guard(() => {
      if (importDeck(result, 'the ydke:// URL')) setUrl('');
    });
  };

  return (
    <div className="dk-backdrop" onPointerDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="dk-dialog db-io" role="dialog" aria-modal="true" aria-labelledby={`${id}-t`} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
        <header className="dk-dialog-head">
          <h2 id={`${id}-t`}>Import / Export</h2>
          <button ref={closeRef} type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </header>
        <NoticeBar />
        <div className="db-io-grid">
          <section aria-labelledby={`${id}-ex`}>
            <h3 id={`${id}-ex`}>Export “{deck.name}”</h3>
            <p className="db-muted">A .ydk file works with most deck editors; a ydke:// URL can be pasted in a chat.</p>
            <div className="db-io-buttons">
              <button type="button" className="btn btn-primary" onClick={download}>
                Download .ydk
              </button>
              <button type="button" className="btn" onClick={copy} disabled={!ydke}>
                Copy ydke:// URL
              </button>
            </div>
            <label className="db-field">
              <span>ydke:// URL of this deck</span>
              <textarea className="db-input db-url" readOnly value={ydke} rows={3} onFocus={(e) => e.currentTarget.select()} />
            </label>
          </section>
          <section aria-labelledby={`${id}-im`}>
            <h3 id={`${id}-im`}>Import as a new deck</h3>
            <p className="db-muted">Cards the pool does not know yet are listed and left out. A file that is not a deck is refused and nothing changes.</p>
            <label className="db-field">
              <span>Import a .ydk file</span>
              <input ref={fileRef} type="file" accept=".ydk,text/plain" className="db-input" onChange={(e) => void onFile(e.target.files?.[0])} />
            </label>
            <label className="db-field">
              <span>Paste a ydke:// URL</span>
              <input type="text" className="db-input" value={url} placeholder="ydke://…" onChange={(e) => setUrl(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && url.trim() && onUrl()} />
            </label>
            <button type="button" className="btn" onClick={onUrl} disabled={!url.trim()}>
              Import URL
            </button>
          </section>
        </div>
      </div>
    </div>
  );
}

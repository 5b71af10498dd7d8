/**
 * The browser's storage, which may be missing or refuse (private mode, quota, eviction), wrapped so
 * every call reports instead of throwing. Its own module, so the start screen's stores (setAside)
 * read it without the save schemas and the engine (saveGame.ts re-exports it).
 */
/** Why storage refused: in words for the message, and the browser's own text for the details. */
export interface StorageRefusal {
  readonly words: string;
  readonly detail: string;
}

/** A storage error in words (the browser's raw text, e.g. "Failed to execute 'setItem'...", is only the detail). */
export function storageRefusal(e: unknown): StorageRefusal {
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  const detail = e instanceof Error || e instanceof DOMException ? `${e.name}: ${e.message}` : String(e);
  if (/quota/i.test(name) || /quota/i.test(detail)) return { words: 'the browser’s storage is full', detail };
  if (name === 'SecurityError' || name === 'NoStorage') return { words: 'this browser does not let duelmat keep data here (private browsing, or the site’s settings)', detail };
  return { words: 'the browser refused to store it', detail };
}

/** Storage that may be missing or refuse (private mode, quota, eviction): every call reports instead of throwing. */
export interface SafeStorage {
  read(key: string): { ok: true; value: string | null } | { ok: false; error: StorageRefusal };
  write(key: string, value: string): StorageRefusal | null;
  remove(key: string): void;
}

class NoStorage extends Error {
  override readonly name = 'NoStorage';
}

export function safeStorage(get: () => Storage | undefined = () => globalThis.localStorage): SafeStorage {
  const store = (): Storage => {
    const s = get();
    if (!s) throw new NoStorage('this browser keeps no local storage here');
    return s;
  };
  return {
    read: (key) => {
      try {
        return { ok: true, value: store().getItem(key) };
      } catch (e) {
        return { ok: false, error: storageRefusal(e) };
      }
    },
    write: (key, value) => {
      try {
        store().setItem(key, value);
        return null;
      } catch (e) {
        return storageRefusal(e);
      }
    },
    remove: (key) => {
      try {
        store().removeItem(key);
      } catch {
        // Nothing to do: a storage that cannot remove cannot hold a stale save either.
      }
    },
  };
}

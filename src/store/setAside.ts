import { create } from 'zustand';
import { safeStorage, type SafeStorage } from './storage';

/**
 * Saved data that could not be read is set aside, never lost: one mechanism for the four things
 * duelmat keeps in this browser (the duel on the mat, the Match, the saved replays, the saved decks).
 *
 * When a store cannot read what it saved (damaged, edited, from a newer version), it calls
 * `setAside`: the text is copied, as it was, under a key of its own (the kind's base key, then
 * `base:2` ... `base:10`; a copy is never written over another one, and the same text is kept once),
 * with the reason beside it (`<key>:reason`). Only once the copy is written may the store remove or
 * rewrite its own entry, so the next save cannot overwrite the only copy. If the copy cannot be
 * written (storage full, private mode), the text is kept in this page's memory and the notice says
 * to download it now.
 *
 * The start screen (and a Match's screen) lists every copy, from this visit or an earlier one, with
 * its reason, a download and a delete; Dismiss hides the notice until the next visit. A copy is
 * deleted only when the player asks.
 */
export const SET_ASIDE_KINDS = ['duel', 'match', 'replays', 'decks'] as const;
export type SetAsideKind = (typeof SET_ASIDE_KINDS)[number];

/** The first copy of each kind; the older stores' keys, so copies made before this module are found. */
export const SET_ASIDE_KEYS: Readonly<Record<SetAsideKind, string>> = {
  duel: 'duelmat:duel:set-aside',
  match: 'duelmat:match:set-aside',
  replays: 'duelmat:replays:set-aside',
  decks: 'duelmat.decks.unreadable',
};
/** Copies kept per kind: past this, a new one stays in memory only (and the notice says to download it). */
export const MAX_SET_ASIDE = 10;

/** What was set aside, in the notice's words. */
export const SET_ASIDE_NAMES: Readonly<Record<SetAsideKind, string>> = {
  duel: 'saved duel',
  match: 'saved Match',
  replays: 'saved replay list',
  decks: 'saved deck list',
};

export interface SetAsideItem {
  /** Unique in this page (the storage key, or a memory id when the copy could not be written). */
  readonly id: string;
  readonly kind: SetAsideKind;
  /** Where the copy is kept; null when storage refused it (it lives in this page only). */
  readonly key: string | null;
  /** Why it was set aside, in words (a whole sentence). */
  readonly reason: string;
  /** The text exactly as it was stored. */
  readonly text: string;
  /** The storage that holds the copy (the deck store may use its own). */
  readonly storage: SafeStorage;
}

/** The keys a kind's copies may use, in order. */
export function setAsideKeys(kind: SetAsideKind): string[] {
  const base = SET_ASIDE_KEYS[kind];
  return Array.from({ length: MAX_SET_ASIDE }, (_, i) => (i === 0 ? base : `${base}:${i + 1}`));
}

const reasonKey = (key: string): string => `${key}:reason`;

const read = (storage: SafeStorage, key: string): string | null => {
  const r = storage.read(key);
  return r.ok ? r.value : null;
};

/**
 * Keeps `text` (what the store found under its key) aside with the reason, lists it for the start
 * screen, and returns it: `key` is null when no copy could be written, and the caller must then
 * leave its own entry as it is.
 */
export function setAside(storage: SafeStorage, kind: SetAsideKind, text: string, reason: string): SetAsideItem {
  const keys = setAsideKeys(kind);
  const existing = keys.find((k) => read(storage, k) === text);
  let key: string | null = existing ?? null;
  let refused: string | null = null;
  if (key === null) {
    const probe = storage.read(keys[0]!);
    const free = probe.ok ? keys.find((k) => read(storage, k) === null) : undefined;
    if (!probe.ok) refused = probe.error.words;
    else if (free === undefined) refused = `it already keeps ${MAX_SET_ASIDE} set-aside copies of your ${SET_ASIDE_NAMES[kind]}`;
    else {
      const error = storage.write(free, text);
      if (error === null) key = free;
      else refused = error.words;
    }
  }
  if (key !== null) storage.write(reasonKey(key), reason);
  const item: SetAsideItem = {
    id: key ?? useSetAsideStore.getState().nextMemoryId(),
    kind,
    key,
    reason: key !== null ? reason : `${reason} It could not be kept in this browser (${refused}): download it now, or it is gone when this page closes.`,
    text,
    storage,
  };
  useSetAsideStore.getState().add(item);
  return item;
}

/** Every copy kept in `storage`, oldest kind first (copies of an earlier visit included). */
export function findSetAside(storage: SafeStorage): SetAsideItem[] {
  return SET_ASIDE_KINDS.flatMap((kind) =>
    setAsideKeys(kind).flatMap((key) => {
      const text = read(storage, key);
      if (text === null) return [];
      const reason = read(storage, reasonKey(key)) ?? `Your ${SET_ASIDE_NAMES[kind]} could not be read on an earlier visit. It was set aside.`;
      return [{ id: key, kind, key, reason, text, storage }];
    }),
  );
}

export interface SetAsideState {
  readonly items: readonly SetAsideItem[];
  /** The notice was dismissed for this visit (the copies stay; it is shown again on the next). */
  readonly dismissed: boolean;
  /** Lists an item (replacing one with the same id) and shows the notice again. */
  add(item: SetAsideItem): void;
  /** Deletes a copy for good (the player asked to). */
  discard(id: string): void;
  dismiss(): void;
  /** Reads the copies in storage again (tests; after another tab changed them). */
  rescan(storage?: SafeStorage): void;
  /** How many copies were kept in this page's memory only (their ids count them). */
  readonly inMemory: number;
  /** The id for the next copy kept in memory only. */
  nextMemoryId(): string;
}

export const useSetAsideStore = create<SetAsideState>()((set, get) => ({
  items: findSetAside(safeStorage()),
  dismissed: false,
  inMemory: 0,
  nextMemoryId: () => {
    const n = get().inMemory + 1;
    set({ inMemory: n });
    return `memory:${n}`;
  },
  add: (item) => set({ items: [...get().items.filter((i) => i.id !== item.id), item], dismissed: false }),
  discard: (id) => {
    const item = get().items.find((i) => i.id === id);
    if (!item) return;
    if (item.key !== null) {
      item.storage.remove(item.key);
      item.storage.remove(reasonKey(item.key));
    }
    set({ items: get().items.filter((i) => i.id !== id) });
  },
  dismiss: () => set({ dismissed: true }),
  rescan: (storage = safeStorage()) => set({ items: findSetAside(storage), dismissed: false }),
}));

/** A file name for a downloaded copy: JSON when it parses as JSON, plain text otherwise. */
export function setAsideFileName(item: SetAsideItem): string {
  let json = true;
  try {
    JSON.parse(item.text);
  } catch {
    json = false;
  }
  return `duelmat set-aside ${SET_ASIDE_NAMES[item.kind].replace(/^saved /, '')}${item.key && /:\d+$/.test(item.key) ? ` ${item.key.split(':').at(-1)}` : ''}.${json ? 'json' : 'txt'}`;
}

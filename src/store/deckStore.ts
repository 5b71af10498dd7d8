import { create } from 'zustand';
import { z } from 'zod';
import { PICKABLE_PRESETS, PRESETS_BY_FORMAT } from '../cards/decks';
import { parseBanList, type BanList } from '../decks/banlist';
import { copyDeck, DECK_SECTIONS, emptyDeck, MAX_DECK_NAME, parseDeck, SECTION_NAMES, type Deck, type DeckSection } from '../decks/deckShape';
import { FORMAT_NAMES } from '../decks/formatNames';
import type { DeckImport, LeftOut } from '../decks/imported';
import { noneInPoolInWords } from '../decks/words';
import type { ByPlayer, Player } from '../engine/constants';
import { DEFAULT_FORMAT, isFormatId, type FormatId } from '../engine/formatRules';
import { SET_ASIDE_KEYS, setAside } from './setAside';
import { safeStorage, storageRefusal, type StorageRefusal } from './storage';

/**
 * The player's decks: the saved ones (localStorage), the presets (read-only), the deck open in the
 * builder (a draft saved on demand), the format played (src/decks/formats.ts: the cards it allows,
 * its list), the Forbidden & Limited list in use, and the decks picked for the next duel or match.
 *
 * Storage is untrusted input: the envelope is checked with zod and every deck with the decks
 * library's `parseDeck`. What cannot be read (a save that is not JSON, from a newer version, or
 * holding a deck that does not parse) is set aside as it was (./setAside.ts, listed on the start
 * screen) before anything is written over it; the decks that parse load.
 *
 * Deck rules live in `src/decks`: this store never decides whether a deck is legal, it asks
 * `validateDeck` (see `problemsOf` in ./deckPool.ts).
 *
 * The start screen reads this store in the first load, so it needs no card pool: saved decks are
 * checked for their shape only (`parseDeck`), presets are known by name and id
 * (src/cards/decks.ts), and what needs the pool (a preset's cards, whether a passcode is a card)
 * is asked of `pool`, which ./deckPool.ts installs when the duel's code arrives (src/ui/core.ts).
 */

/** What the store asks of the card pool, once it is loaded (./deckPool.ts). */
export interface DeckPool {
  /** A preset's cards, as a deck of passcodes; null for no such preset. */
  presetDeck(ref: DeckRef): Deck | null;
  /** Whether the pool has a card with this passcode. */
  knows(passcode: string): boolean;
}

/** What the store needs from localStorage; tests pass an in-memory one. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const DECKS_KEY = 'duelmat.decks';
export const BANLIST_KEY = 'duelmat.banlist';
export const FORMAT_KEY = 'duelmat.format';
/** The first set-aside copy of an unreadable deck list (./setAside.ts). */
export const UNREADABLE_KEY = SET_ASIDE_KEYS.decks;
export const SAVE_FORMAT = 'duelmat/decks';
export const SAVE_VERSION = 1;
/** More saved decks than this is refused as absurd when loading. */
export const MAX_SAVED_DECKS = 500;

export interface SavedDeck {
  readonly id: string;
  readonly deck: Deck;
}

/** A stored entry that could not be read: kept verbatim and written back, with the reason. */
export interface UnreadableSave {
  readonly raw: unknown;
  readonly error: string;
}

/** "preset:<id>" or "saved:<id>". */
export type DeckRef = `preset:${string}` | `saved:${string}`;

export const BAN_CHOICES = ['default', 'none', 'custom'] as const;
export type BanChoice = (typeof BAN_CHOICES)[number];

export interface Notice {
  readonly tone: 'info' | 'success' | 'error';
  readonly text: string;
  readonly details?: readonly string[];
  /** Cards an import left out: the view lists every one, by name where the card database has it (leftOutInWords). */
  readonly leftOut?: readonly LeftOut[];
  /** The technical detail (the browser's own words), one click away behind "Details". */
  readonly technical?: string;
}

/** The presets a player may pick, by ref and name (their cards: `DeckPool.presetDeck`). */
export const PRESET_NAMES: readonly { readonly ref: DeckRef; readonly name: string }[] = PICKABLE_PRESETS.map((p) => ({ ref: `preset:${p.id}` as DeckRef, name: p.name }));

/** The preset refs the start screen offers under a format: those legal in it, its own first (src/cards/decks.ts `PRESETS_BY_FORMAT`). */
export const presetRefsFor = (format: FormatId): readonly DeckRef[] => PRESETS_BY_FORMAT[format].map((id) => `preset:${id}` as DeckRef);

export const isPresetRef = (ref: DeckRef | null): boolean => ref?.startsWith('preset:') ?? false;
const savedRef = (id: string): DeckRef => `saved:${id}`;

export interface DeckStoreState {
  readonly saved: readonly SavedDeck[];
  readonly unreadable: readonly UnreadableSave[];
  /** What went wrong reading the storage, in words; shown until dismissed. */
  readonly loadProblems: readonly string[];
  /** The format decks are checked in and duels and Matches are played by (the start screen and the builder choose it). */
  readonly format: FormatId;
  /** 'default' is the format's own list; 'none' and 'custom' replace it (not the cards the format allows). */
  readonly banChoice: BanChoice;
  /** A list the player imported (used when banChoice is 'custom'). */
  readonly customList: BanList | null;
  readonly builderOpen: boolean;
  /** The deck open in the builder. */
  readonly open: DeckRef | null;
  /** The open deck as edited (a copy; saved with saveDraft). */
  readonly draft: Deck | null;
  readonly dirty: boolean;
  readonly notice: Notice | null;
  /** The decks chosen for the next duel or match: [player 1 / you, player 2 / the computer]. */
  readonly picks: ByPlayer<DeckRef>;

  /** The card pool's answers, once the duel's code is loaded (./deckPool.ts); null until then. */
  readonly pool: DeckPool | null;
  /** Where decks are kept: localStorage, or this page's memory when it is disabled (tests swap it: setDeckStorage). */
  readonly storage: StorageLike;
  /** Reads the storage again (tests, or after another tab changed it). */
  reload(): void;
  openBuilder(ref?: DeckRef): void;
  closeBuilder(): void;
  openDeck(ref: DeckRef): void;
  /** A new empty deck, saved and opened; returns its ref. */
  createDeck(name?: string): DeckRef;
  /** A saved copy of a saved or preset deck, opened; returns its ref (null if there is no such deck). */
  duplicateDeck(ref: DeckRef): DeckRef | null;
  /** Renames a saved deck at once; false (with a notice) when the name is refused. */
  renameDeck(id: string, name: string): boolean;
  deleteDeck(id: string): void;
  setDraftName(name: string): void;
  addCard(passcode: string, section: DeckSection): void;
  /** Removes one copy of the card from the section. */
  removeCard(passcode: string, section: DeckSection): void;
  moveCard(passcode: string, from: DeckSection, to: DeckSection): void;
  /** Writes the draft to its saved deck; false (with a notice) when it cannot be saved. */
  saveDraft(): boolean;
  revertDraft(): void;
  /** Saves an imported deck as a new deck and opens it; a refused import changes nothing. */
  importDeck(result: DeckImport, source: string): boolean;
  /** Chooses the format (remembered in this browser); an unknown id changes nothing. */
  setFormat(format: FormatId): void;
  setBanChoice(choice: BanChoice): void;
  /** Reads a Forbidden & Limited list from JSON text and uses it; a bad list changes nothing. */
  importBanList(text: string, source: string): boolean;
  setPick(player: Player, ref: DeckRef): void;
  say(notice: Notice | null): void;
  dismissLoadProblems(): void;
  /** Deletes the stored entries that could not be read. */
  discardUnreadable(): void;
}

// ---------- storage ----------

function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

function defaultStorage(): StorageLike {
  try {
    const ls = globalThis.localStorage;
    if (ls && typeof ls.getItem === 'function') {
      ls.getItem(DECKS_KEY);
      return ls;
    }
  } catch {
    // Storage disabled (private mode, sandboxed frame): keep decks for this page only.
  }
  return memoryStorage();
}

/** Swaps the storage (tests) and reloads from it. */
export function setDeckStorage(next: StorageLike): void {
  useDeckStore.setState({ storage: next });
  useDeckStore.getState().reload();
}

const envelopeSchema = z.object({
  format: z.literal(SAVE_FORMAT, { error: `must be "${SAVE_FORMAT}"` }),
  version: z.number({ error: 'must be a number' }).int({ error: 'must be a whole number' }),
  decks: z.array(z.unknown(), { error: 'must be a list' }).max(MAX_SAVED_DECKS, { error: `may hold at most ${MAX_SAVED_DECKS} decks` }),
});
const entrySchema = z.object({ id: z.string().min(1).max(100), deck: z.unknown() });

const banSaveSchema = z.object({
  version: z.literal(1),
  choice: z.enum(BAN_CHOICES),
  custom: z.unknown().optional(),
});

function newId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const buf = new Uint32Array(4);
  c.getRandomValues(buf);
  return Array.from(buf, (n) => n.toString(36)).join('');
}

const nameOfRaw = (raw: unknown): string => {
  const deck = (raw as { deck?: { name?: unknown } } | null)?.deck;
  return typeof deck?.name === 'string' && deck.name.trim() ? ` “${deck.name.trim().slice(0, 60)}”` : '';
};

/** The deck storage as ./setAside.ts reads and writes it. */
const asideOf = (storage: StorageLike) => safeStorage(() => storage as Storage);

interface Loaded {
  saved: SavedDeck[];
  unreadable: UnreadableSave[];
  problems: string[];
}

/**
 * The saved decks. What cannot be read is set aside (./setAside.ts), the whole stored text as it
 * was, and listed on the start screen; the decks that could be read load, and are written back
 * alone once the copy is safe. If no copy can be kept, a deck that does not parse stays in the list
 * as it was (`unreadable`, written back with every save), so nothing is lost either way.
 */
function readDecks(storage: StorageLike): Loaded {
  const asideStorage = asideOf(storage);
  const out: Loaded = { saved: [], unreadable: [], problems: [] };
  let raw: string | null;
  try {
    raw = storage.getItem(DECKS_KEY);
  } catch (e) {
    out.problems.push(`Your saved decks could not be read: ${storageRefusal(e).words}.`);
    return out;
  }
  if (raw === null) return out;
  const whole = (why: string): Loaded => {
    const problem = `Your saved decks could not be read (${why}). The list was set aside: download it from the start screen.`;
    if (setAside(asideStorage, 'decks', raw, problem).key !== null) asideStorage.remove(DECKS_KEY);
    out.problems.push(problem);
    return out;
  };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return whole('the save is not valid JSON');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return whole(envelope.error.issues.map((i) => `${i.path.join('.') || 'the save'} ${i.message}`).join('; '));
  if (envelope.data.version > SAVE_VERSION) return whole(`it was written by a newer version of duelmat, save version ${envelope.data.version}`);
  const ids = new Set<string>();
  envelope.data.decks.forEach((entry, i) => {
    const shape = entrySchema.safeParse(entry);
    const parsed = shape.success ? parseDeck(shape.data.deck) : { ok: false as const, error: 'Not a saved deck: it needs an id and a deck' };
    if (!parsed.ok) {
      out.unreadable.push({ raw: entry, error: parsed.error });
      out.problems.push(`Saved deck ${i + 1}${nameOfRaw(entry)} could not be loaded: ${parsed.error}`);
      return;
    }
    let id = shape.success ? shape.data.id : newId();
    if (ids.has(id)) id = newId();
    ids.add(id);
    out.saved.push({ id, deck: parsed.deck });
  });
  if (out.unreadable.length > 0) {
    const n = out.unreadable.length;
    const reason = `${n} of your saved decks could not be loaded (${out.problems.join('; ')}). The list as it was is set aside; the others load as usual.`;
    if (setAside(asideStorage, 'decks', raw, reason).key !== null) {
      out.unreadable = [];
      out.problems.push('The list as it was is set aside: download it from the start screen.');
      write(storage, DECKS_KEY, { format: SAVE_FORMAT, version: SAVE_VERSION, decks: out.saved.map((s) => ({ id: s.id, deck: s.deck })) });
    }
  }
  return out;
}

function readBanList(storage: StorageLike): { choice: BanChoice; custom: BanList | null; problems: string[] } {
  const fallback = { choice: 'default' as BanChoice, custom: null, problems: [] as string[] };
  let raw: string | null;
  try {
    raw = storage.getItem(BANLIST_KEY);
  } catch {
    return fallback;
  }
  if (raw === null) return fallback;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ...fallback, problems: ['The saved Forbidden & Limited list choice could not be read (not JSON); the shipped list is used.'] };
  }
  const parsed = banSaveSchema.safeParse(json);
  if (!parsed.success) return { ...fallback, problems: ['The saved Forbidden & Limited list choice could not be read; the shipped list is used.'] };
  let custom: BanList | null = null;
  const problems: string[] = [];
  if (parsed.data.custom !== undefined) {
    const list = parseBanList(parsed.data.custom);
    if (list.ok) custom = list.list;
    else problems.push(`Your imported Forbidden & Limited list could not be loaded: ${list.error}`);
  }
  const choice = parsed.data.choice === 'custom' && !custom ? 'default' : parsed.data.choice;
  return { choice, custom, problems };
}

function readFormat(storage: StorageLike): { format: FormatId; problems: string[] } {
  let raw: string | null;
  try {
    raw = storage.getItem(FORMAT_KEY);
  } catch {
    return { format: DEFAULT_FORMAT, problems: [] };
  }
  if (raw === null) return { format: DEFAULT_FORMAT, problems: [] };
  let json: unknown = null;
  try {
    json = JSON.parse(raw);
  } catch {
    // Reported below like any other unreadable value.
  }
  if (isFormatId(json)) return { format: json, problems: [] };
  return { format: DEFAULT_FORMAT, problems: [`The saved format (${raw.slice(0, 40)}) is not one this version knows; ${FORMAT_NAMES[DEFAULT_FORMAT].name} is used.`] };
}

/** Writes `value` as JSON; the refusal in words (the browser's own text as its detail), or null. */
function write(storage: StorageLike, key: string, value: unknown): StorageRefusal | null {
  try {
    storage.setItem(key, JSON.stringify(value));
    return null;
  } catch (e) {
    return storageRefusal(e);
  }
}

// ---------- helpers ----------

/** The deck a ref names, or null (a preset before the card pool is loaded, too). */
export function deckByRef(state: Pick<DeckStoreState, 'saved' | 'pool'>, ref: DeckRef | null): Deck | null {
  if (!ref) return null;
  if (ref.startsWith('preset:')) return state.pool?.presetDeck(ref) ?? null;
  const id = ref.slice('saved:'.length);
  return state.saved.find((s) => s.id === id)?.deck ?? null;
}

/** What decides a deck's legality: the format (Advanced when not given) and the list choice. */
export type DeckRules = Pick<DeckStoreState, 'banChoice' | 'customList'> & { readonly format?: FormatId };

/** `base`, or `base (2)`, `base (3)`... so that no saved or preset deck has the same name (the pickers list both). */
export function uniqueName(saved: readonly SavedDeck[], base: string): string {
  const trimmed = base.trim().slice(0, MAX_DECK_NAME - 5) || 'New deck';
  const taken = new Set([...saved.map((s) => s.deck.name), ...PRESET_NAMES.map((p) => p.name)].map((n) => n.toLowerCase()));
  if (!taken.has(trimmed.toLowerCase())) return trimmed;
  for (let n = 2; ; n++) {
    const name = `${trimmed} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

function initial(storage: StorageLike): Pick<DeckStoreState, 'saved' | 'unreadable' | 'loadProblems' | 'format' | 'banChoice' | 'customList' | 'picks'> {
  const decks = readDecks(storage);
  const ban = readBanList(storage);
  const format = readFormat(storage);
  // The first two presets offered under the format played (Advanced: Spellcaster's Command, Dragon's Roar).
  const offered = presetRefsFor(format.format);
  const first = offered[0] ?? ('preset:none' as DeckRef);
  const second = offered[1] ?? first;
  return {
    saved: decks.saved,
    unreadable: decks.unreadable,
    loadProblems: [...decks.problems, ...ban.problems, ...format.problems],
    format: format.format,
    banChoice: ban.choice,
    customList: ban.custom,
    picks: [first, second],
  };
}

export const useDeckStore = create<DeckStoreState>()((set, get) => {
  const persistDecks = (saved: readonly SavedDeck[], unreadable: readonly UnreadableSave[]): boolean => {
    const error = write(get().storage, DECKS_KEY, {
      format: SAVE_FORMAT,
      version: SAVE_VERSION,
      decks: [...saved.map((s) => ({ id: s.id, deck: s.deck })), ...unreadable.map((u) => u.raw)],
    });
    if (error) set({ notice: { tone: 'error', text: `Could not save your decks in this browser: ${error.words}. Your changes are still here; export the deck as a file to keep it.`, technical: error.detail } });
    return error === null;
  };

  const persistBan = (choice: BanChoice, custom: BanList | null) => {
    const error = write(get().storage, BANLIST_KEY, { version: 1, choice, ...(custom ? { custom } : {}) });
    if (error) set({ notice: { tone: 'error', text: `Could not save the Forbidden & Limited list choice in this browser: ${error.words}.`, technical: error.detail } });
  };

  /** Adds a saved deck, persists, opens it. */
  const addSaved = (deck: Deck, notice: Notice | null): DeckRef => {
    const entry: SavedDeck = { id: newId(), deck: { ...copyDeck(deck), name: uniqueName(get().saved, deck.name) } };
    const saved = [...get().saved, entry];
    set({ saved, open: savedRef(entry.id), draft: copyDeck(entry.deck), dirty: false, notice });
    persistDecks(saved, get().unreadable);
    return savedRef(entry.id);
  };

  /** Applies an edit to the draft of a saved deck; presets are read-only. */
  const edit = (change: (draft: Deck) => Deck | null) => {
    const { draft, open } = get();
    if (!draft) return;
    if (isPresetRef(open)) {
      set({ notice: { tone: 'info', text: 'Preset decks are read-only. Copy this one to your decks to change it.' } });
      return;
    }
    const next = change(copyDeck(draft));
    if (next) set({ draft: next, dirty: true });
  };

  const storage = defaultStorage();
  return {
    storage,
    pool: null,
    ...initial(storage),
    builderOpen: false,
    open: null,
    draft: null,
    dirty: false,
    notice: null,

    reload: () => set({ ...initial(get().storage), open: null, draft: null, dirty: false, notice: null }),

    openBuilder: (ref) => {
      const { saved, open } = get();
      const target = ref ?? open ?? (saved[0] ? savedRef(saved[0].id) : (PRESET_NAMES[0]?.ref ?? null));
      set({ builderOpen: true });
      if (target && target !== open) get().openDeck(target);
    },
    closeBuilder: () => set({ builderOpen: false, notice: null }),

    openDeck: (ref) => {
      const deck = deckByRef(get(), ref);
      if (!deck) {
        set({ notice: { tone: 'error', text: 'That deck no longer exists.' } });
        return;
      }
      set({ open: ref, draft: copyDeck(deck), dirty: false, notice: null });
    },

    createDeck: (name = 'New deck') => addSaved(emptyDeck(name), null),

    duplicateDeck: (ref) => {
      const deck = deckByRef(get(), ref);
      if (!deck) return null;
      const source = ref === get().open && get().draft ? get().draft! : deck;
      const copy = { ...copyDeck(source), name: isPresetRef(ref) ? source.name : `Copy of ${source.name}` };
      return addSaved(copy, { tone: 'success', text: `Copied “${source.name}” to your decks as “${uniqueName(get().saved, copy.name)}”.` });
    },

    renameDeck: (id, name) => {
      const entry = get().saved.find((s) => s.id === id);
      if (!entry) return false;
      const parsed = parseDeck({ ...entry.deck, name });
      if (!parsed.ok) {
        set({ notice: { tone: 'error', text: `Cannot rename the deck: ${parsed.error.replace(/^Not a deck: /, 'its name ')}` } });
        return false;
      }
      const saved = get().saved.map((s) => (s.id === id ? { id, deck: parsed.deck } : s));
      const isOpen = get().open === savedRef(id);
      set({ saved, ...(isOpen && get().draft ? { draft: { ...get().draft!, name: parsed.deck.name } } : {}) });
      return persistDecks(saved, get().unreadable);
    },

    deleteDeck: (id) => {
      const entry = get().saved.find((s) => s.id === id);
      if (!entry) return;
      const saved = get().saved.filter((s) => s.id !== id);
      const ref = savedRef(id);
      const fallback = PRESET_NAMES[0]?.ref ?? null;
      const picks = get().picks.map((p) => (p === ref && fallback ? fallback : p)) as ByPlayer<DeckRef>;
      set({ saved, picks, notice: { tone: 'info', text: `Deleted “${entry.deck.name}”.` } });
      if (get().open === ref) {
        const next = saved[0] ? savedRef(saved[0].id) : fallback;
        if (next) {
          const deck = deckByRef(get(), next);
          set({ open: next, draft: deck ? copyDeck(deck) : null, dirty: false });
        } else set({ open: null, draft: null, dirty: false });
      }
      persistDecks(saved, get().unreadable);
    },

    setDraftName: (name) => edit((d) => ({ ...d, name: name.slice(0, MAX_DECK_NAME) })),

    addCard: (passcode, section) =>
      edit((d) => {
        if (!get().pool?.knows(passcode)) return null;
        d[section].push(passcode);
        return d;
      }),

    removeCard: (passcode, section) =>
      edit((d) => {
        const at = d[section].lastIndexOf(passcode);
        if (at < 0) return null;
        d[section].splice(at, 1);
        return d;
      }),

    moveCard: (passcode, from, to) =>
      edit((d) => {
        if (from === to) return null;
        const at = d[from].lastIndexOf(passcode);
        if (at < 0) return null;
        d[from].splice(at, 1);
        d[to].push(passcode);
        return d;
      }),

    saveDraft: () => {
      const { draft, open, saved } = get();
      if (!draft || !open) return false;
      if (isPresetRef(open)) {
        set({ notice: { tone: 'info', text: 'Preset decks are read-only. Copy this one to your decks to change it.' } });
        return false;
      }
      const parsed = parseDeck(draft);
      if (!parsed.ok) {
        set({ notice: { tone: 'error', text: `Cannot save: ${parsed.error}` } });
        return false;
      }
      const id = open.slice('saved:'.length);
      const exists = saved.some((s) => s.id === id);
      const next = exists ? saved.map((s) => (s.id === id ? { id, deck: parsed.deck } : s)) : [...saved, { id, deck: parsed.deck }];
      // Written first: a refused write leaves the draft unsaved (and says so), not marked saved.
      if (!persistDecks(next, get().unreadable)) return false;
      set({ saved: next, draft: copyDeck(parsed.deck), dirty: false, notice: { tone: 'success', text: `Saved “${parsed.deck.name}”.` } });
      return true;
    },

    revertDraft: () => {
      const { open } = get();
      if (open) get().openDeck(open);
    },

    importDeck: (result, source) => {
      if (!result.ok) {
        // None of its cards is in the pool: the cards are listed by the view, by name (Notice.leftOut).
        const why = result.leftOut ? noneInPoolInWords(result.leftOut) : result.error;
        set({ notice: { tone: 'error', text: `Could not import ${source}: ${why}. Nothing was changed.`, ...(result.leftOut && { leftOut: result.leftOut }) } });
        return false;
      }
      const { deck, leftOut, folded } = result;
      const sizes = DECK_SECTIONS.map((s) => `${deck[s].length} ${SECTION_NAMES[s]}`).join(', ');
      const arts = folded.reduce((n, f) => n + f.copies, 0);
      const details = arts ? [`${arts} alternate-artwork ${arts === 1 ? 'passcode was' : 'passcodes were'} read as the card itself: ${folded.map((f) => f.passcode).join(', ')}`] : [];
      const lost = leftOut.reduce((n, x) => n + x.copies, 0);
      const lostWords = lost ? ` ${lost} ${lost === 1 ? 'card is' : 'cards are'} not in the card pool and ${lost === 1 ? 'was' : 'were'} left out.` : '';
      addSaved(deck, { tone: lost ? 'info' : 'success', text: `Imported “${deck.name}” from ${source}: ${sizes}.${lostWords}`, details, ...(lost && { leftOut }) });
      return true;
    },

    setFormat: (format) => {
      if (!isFormatId(format) || format === get().format) return;
      set({ format });
      const error = write(get().storage, FORMAT_KEY, format);
      if (error) set({ notice: { tone: 'error', text: `Could not save the format choice in this browser: ${error.words}.`, technical: error.detail } });
    },

    setBanChoice: (choice) => {
      const custom = get().customList;
      const next = choice === 'custom' && !custom ? 'default' : choice;
      set({ banChoice: next });
      persistBan(next, custom);
    },

    importBanList: (text, source) => {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        set({ notice: { tone: 'error', text: `Could not use ${source}: it is not JSON. Nothing was changed.` } });
        return false;
      }
      const parsed = parseBanList(json);
      if (!parsed.ok) {
        set({ notice: { tone: 'error', text: `Could not use ${source}. ${parsed.error}. Nothing was changed.` } });
        return false;
      }
      set({ customList: parsed.list, banChoice: 'custom', notice: { tone: 'success', text: `Now using the list “${parsed.list.name}”.` } });
      persistBan('custom', parsed.list);
      return true;
    },

    setPick: (player, ref) => {
      const picks: ByPlayer<DeckRef> = player === 0 ? [ref, get().picks[1]] : [get().picks[0], ref];
      set({ picks });
    },

    say: (notice) => set({ notice }),
    dismissLoadProblems: () => set({ loadProblems: [] }),
    discardUnreadable: () => {
      set({ unreadable: [], loadProblems: [] });
      persistDecks(get().saved, []);
    },
  };
});

import { create } from 'zustand';
import { openReplay, type OpenedReplay, type Replay } from './replay';
import { safeStorage } from './saveGame';

/**
 * Replays kept in this browser ("Save replay" at the end of a duel) and the one being watched.
 * The viewer steps through `opened.duels` (the duel after each action); it never plays.
 */
export const REPLAYS_KEY = 'duelmat:replays';
/** The newest replays kept; older ones drop off. */
export const MAX_SAVED_REPLAYS = 20;

export interface SavedReplay {
  readonly id: string;
  readonly title: string;
  readonly text: string;
}

export interface ReplayStoreState {
  readonly saved: readonly SavedReplay[];
  readonly opened: OpenedReplay | null;
  /** Index into `opened.duels`: 0 is the start, n is after the n-th action. */
  readonly at: number;
  readonly showBothHands: boolean;
  /** The last message (saved, refused, a result that differs), for the screen that shows it. */
  readonly notice: { tone: 'error' | 'info' | 'success'; text: string } | null;

  /** Opens a replay file's text in the viewer; false (with the reason in `notice`) when refused. */
  open(text: unknown, source: string): boolean;
  save(replay: Replay, title: string): void;
  remove(id: string): void;
  close(): void;
  step(by: number): void;
  jumpToTurn(turn: number): void;
  setShowBothHands(on: boolean): void;
  dismiss(): void;
}

const storage = safeStorage();

function readSaved(): SavedReplay[] {
  const read = storage.read(REPLAYS_KEY);
  if (!read.ok || read.value === null) return [];
  try {
    const list = JSON.parse(read.value) as unknown;
    return Array.isArray(list) ? list.filter((r): r is SavedReplay => typeof r?.id === 'string' && typeof r?.title === 'string' && typeof r?.text === 'string') : [];
  } catch {
    return [];
  }
}

export const useReplayStore = create<ReplayStoreState>()((set, get) => ({
  saved: readSaved(),
  opened: null,
  at: 0,
  showBothHands: false,
  notice: null,

  open: (text, source) => {
    const result = openReplay(text);
    if (!result.ok) {
      set({ notice: { tone: 'error', text: `Could not open ${source}: ${result.error}. Nothing was changed.` } });
      return false;
    }
    set({ opened: result.value, at: 0, notice: result.value.mismatch ? { tone: 'error', text: result.value.mismatch } : null });
    return true;
  },

  save: (replay, title) => {
    const entry: SavedReplay = { id: `${Date.now()}-${get().saved.length}`, title, text: JSON.stringify(replay) };
    const saved = [entry, ...get().saved].slice(0, MAX_SAVED_REPLAYS);
    const error = storage.write(REPLAYS_KEY, JSON.stringify(saved));
    if (error) {
      set({ notice: { tone: 'error', text: `The replay could not be saved in this browser (${error}). Export it as a file instead.` } });
      return;
    }
    set({ saved, notice: { tone: 'success', text: `Saved the replay “${title}”.` } });
  },

  remove: (id) => {
    const saved = get().saved.filter((r) => r.id !== id);
    storage.write(REPLAYS_KEY, JSON.stringify(saved));
    set({ saved });
  },

  close: () => set({ opened: null, at: 0, notice: null }),
  step: (by) => {
    const { opened, at } = get();
    if (!opened) return;
    set({ at: Math.max(0, Math.min(opened.duels.length - 1, at + by)) });
  },
  jumpToTurn: (turn) => {
    const { opened } = get();
    if (!opened) return;
    const i = opened.duels.findIndex((d) => d.turn >= turn);
    if (i >= 0) set({ at: i });
  },
  setShowBothHands: (on) => set({ showBothHands: on }),
  dismiss: () => set({ notice: null }),
}));

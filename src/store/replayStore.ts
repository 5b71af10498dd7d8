import { create } from 'zustand';
import { openReplay, type OpenedReplay, type Replay } from './replay';
import { z } from 'zod';
import type { Player } from '../engine';
import { safeStorage } from './saveGame';
import { setAside } from './setAside';

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
  /** Whose view the mat shows (their hand, their side at the bottom). */
  readonly viewer: Player;
  /** Stepping forward by itself, one action every `REPLAY_SPEEDS[speed]` ms, until the end. */
  readonly playing: boolean;
  readonly speed: ReplaySpeed;
  /** The last message (saved, refused, a result that differs), for the screen that shows it. */
  readonly notice: { tone: 'error' | 'info' | 'success'; text: string; /** The browser's own words, behind "Details". */ technical?: string } | null;

  /** Opens a replay file's text in the viewer; false (with the reason in `notice`) when refused. */
  open(text: unknown, source: string): boolean;
  save(replay: Replay, title: string): void;
  remove(id: string): void;
  close(): void;
  step(by: number): void;
  jumpToTurn(turn: number): void;
  setShowBothHands(on: boolean): void;
  setViewer(player: Player): void;
  /** Starts or stops playing on by itself; playing from the end starts again from the start. */
  setPlaying(on: boolean): void;
  setSpeed(speed: ReplaySpeed): void;
  dismiss(): void;
}

/** How long each action stays on the mat while a replay plays by itself. */
export const REPLAY_SPEEDS = { slow: 2000, normal: 1000, fast: 400 } as const;
export type ReplaySpeed = keyof typeof REPLAY_SPEEDS;

const storage = safeStorage();

const savedReplay = z.object({ id: z.string(), title: z.string(), text: z.string() });

/**
 * The replays saved in this browser. A list that cannot be read (not JSON, not a list, an entry
 * that is not a saved replay) is set aside whole (./setAside.ts) before anything is written over
 * it; what could be read is kept, and written back once the copy is safe, so a list is set aside once.
 */
function readSaved(): SavedReplay[] {
  const read = storage.read(REPLAYS_KEY);
  if (!read.ok || read.value === null) return [];
  const raw = read.value;
  let list: unknown;
  try {
    list = JSON.parse(raw);
  } catch {
    list = null;
  }
  const entries = Array.isArray(list) ? list : [];
  const readable = entries.flatMap((r) => {
    const parsed = savedReplay.safeParse(r);
    return parsed.success ? [parsed.data] : [];
  });
  if (Array.isArray(list) && readable.length === entries.length) return readable;
  const why = !Array.isArray(list)
    ? list === null ? 'it is not JSON' : 'it is not a list'
    : `${entries.length - readable.length} of its ${entries.length} entries ${entries.length - readable.length === 1 ? 'is' : 'are'} not a saved replay`;
  const kept = readable.length > 0 ? ` The ${readable.length} that could be read ${readable.length === 1 ? 'is' : 'are'} still listed.` : '';
  const item = setAside(storage, 'replays', raw, `Your saved replays could not be read (${why}). The list was set aside.${kept}`);
  if (item.key !== null) {
    if (readable.length > 0) storage.write(REPLAYS_KEY, JSON.stringify(readable));
    else storage.remove(REPLAYS_KEY);
  }
  return readable;
}

export const useReplayStore = create<ReplayStoreState>()((set, get) => ({
  saved: readSaved(),
  opened: null,
  at: 0,
  showBothHands: false,
  viewer: 0,
  playing: false,
  speed: 'normal',
  notice: null,

  open: (text, source) => {
    const result = openReplay(text);
    if (!result.ok) {
      set({ notice: { tone: 'error', text: `Could not open ${source}: ${result.error}. Nothing was changed.` } });
      return false;
    }
    set({ opened: result.value, at: 0, viewer: 0, playing: false, notice: result.value.mismatch ? { tone: 'error', text: result.value.mismatch } : null });
    return true;
  },

  save: (replay, title) => {
    const entry: SavedReplay = { id: `${Date.now()}-${get().saved.length}`, title, text: JSON.stringify(replay) };
    const saved = [entry, ...get().saved].slice(0, MAX_SAVED_REPLAYS);
    const error = storage.write(REPLAYS_KEY, JSON.stringify(saved));
    if (error) {
      set({ notice: { tone: 'error', text: `The replay could not be saved in this browser (${error.words}). Export it as a file instead.`, technical: error.detail } });
      return;
    }
    set({ saved, notice: { tone: 'success', text: `Saved the replay “${title}”.` } });
  },

  remove: (id) => {
    const saved = get().saved.filter((r) => r.id !== id);
    storage.write(REPLAYS_KEY, JSON.stringify(saved));
    set({ saved });
  },

  close: () => set({ opened: null, at: 0, playing: false, notice: null }),
  step: (by) => {
    const { opened, at, playing } = get();
    if (!opened) return;
    const last = opened.duels.length - 1;
    const next = Math.max(0, Math.min(last, at + by));
    set({ at: next, playing: playing && next < last });
  },
  jumpToTurn: (turn) => {
    const { opened } = get();
    if (!opened) return;
    const i = opened.duels.findIndex((d) => d.turn >= turn);
    if (i >= 0) set({ at: i });
  },
  setShowBothHands: (on) => set({ showBothHands: on }),
  setViewer: (viewer) => set({ viewer }),
  setPlaying: (on) => {
    const { opened, at } = get();
    if (!opened) return;
    const last = opened.duels.length - 1;
    if (!on || last === 0) set({ playing: false });
    else set({ playing: true, at: at >= last ? 0 : at });
  },
  setSpeed: (speed) => set({ speed }),
  dismiss: () => set({ notice: null }),
}));

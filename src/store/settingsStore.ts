import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { LEVELS, type Level } from '../ai/levels';

/**
 * The player's preferences, remembered in localStorage (key `duelmat:settings`).
 *
 * - `chainPrompts`: when to stop and ask whether to respond (a chain response or an open window):
 *   'auto' asks only when one of your cards answers what opened the window or its own time has come,
 *   'always' asks at every window the engine opens, 'never' passes for you (Master Duel's / EDOPro's
 *   Auto, On and Off); see ./promptPolicy.ts.
 * - `animations`: 'normal', or 'fast' (every transition and effect runs at a third of its length).
 *   The system's prefers-reduced-motion turns them off whatever this says.
 * - `sound`: short tones generated in code (src/ui/sound.ts); off by default, since a page that
 *   beeps unasked is rude.
 * - `computerLevel`: how well the computer plays (Easy, Normal, Hard); Normal by default.
 * - `fastComputer`: the computer's moves follow each other at once instead of at a pace a player
 *   can follow.
 * - `firstTurn`: who goes first in a single duel or hotseat game: 'toss' (a coin toss, its winner
 *   chooses) or 'choose' (Player 1 chooses); see ./turnOrder.ts.
 */
/** Who goes first in a single duel: a coin toss, or Player 1 chooses (./turnOrder.ts). Here, so the start screen's settings need no deck code. */
export const FIRST_TURN_MODES = ['toss', 'choose'] as const;
export type FirstTurnMode = (typeof FIRST_TURN_MODES)[number];

export const CHAIN_PROMPT_MODES = ['auto', 'always', 'never'] as const;
export type ChainPromptMode = (typeof CHAIN_PROMPT_MODES)[number];
export const ANIMATION_SPEEDS = ['normal', 'fast'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

export interface Settings {
  readonly chainPrompts: ChainPromptMode;
  readonly animations: AnimationSpeed;
  readonly sound: boolean;
  readonly computerLevel: Level;
  readonly fastComputer: boolean;
  readonly firstTurn: FirstTurnMode;
}

export const DEFAULT_SETTINGS: Settings = { chainPrompts: 'auto', animations: 'normal', sound: false, computerLevel: 'normal', fastComputer: false, firstTurn: 'toss' };

export interface SettingsState extends Settings {
  setChainPrompts(mode: ChainPromptMode): void;
  setAnimations(speed: AnimationSpeed): void;
  setSound(on: boolean): void;
  setComputerLevel(level: Level): void;
  setFastComputer(on: boolean): void;
  setFirstTurn(how: FirstTurnMode): void;
  resetSettings(): void;
}

/** Keeps only known values from whatever was stored (old versions, hand edits). */
export function sanitizeSettings(raw: unknown): Settings {
  const r = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  return {
    chainPrompts: CHAIN_PROMPT_MODES.includes(r.chainPrompts as ChainPromptMode) ? (r.chainPrompts as ChainPromptMode) : DEFAULT_SETTINGS.chainPrompts,
    animations: ANIMATION_SPEEDS.includes(r.animations as AnimationSpeed) ? (r.animations as AnimationSpeed) : DEFAULT_SETTINGS.animations,
    sound: typeof r.sound === 'boolean' ? r.sound : DEFAULT_SETTINGS.sound,
    computerLevel: LEVELS.includes(r.computerLevel as Level) ? (r.computerLevel as Level) : DEFAULT_SETTINGS.computerLevel,
    fastComputer: typeof r.fastComputer === 'boolean' ? r.fastComputer : DEFAULT_SETTINGS.fastComputer,
    firstTurn: FIRST_TURN_MODES.includes(r.firstTurn as FirstTurnMode) ? (r.firstTurn as FirstTurnMode) : DEFAULT_SETTINGS.firstTurn,
  };
}

/** localStorage when there is one (not in Node tests or a locked-down browser). */
const storage = createJSONStorage<Settings>(() => {
  try {
    return globalThis.localStorage ?? memoryStorage();
  } catch {
    return memoryStorage();
  }
});

function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, String(v)),
  };
}

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...DEFAULT_SETTINGS,
      setChainPrompts: (chainPrompts) => set({ chainPrompts }),
      setAnimations: (animations) => set({ animations }),
      setSound: (sound) => set({ sound }),
      setComputerLevel: (computerLevel) => set({ computerLevel }),
      setFastComputer: (fastComputer) => set({ fastComputer }),
      setFirstTurn: (firstTurn) => set({ firstTurn }),
      resetSettings: () => set({ ...DEFAULT_SETTINGS }),
    }),
    {
      name: 'duelmat:settings',
      version: 1,
      storage,
      partialize: (s): Settings => ({ chainPrompts: s.chainPrompts, animations: s.animations, sound: s.sound, computerLevel: s.computerLevel, fastComputer: s.fastComputer, firstTurn: s.firstTurn }),
      merge: (persisted, current) => ({ ...current, ...sanitizeSettings(persisted) }),
    },
  ),
);

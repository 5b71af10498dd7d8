/** The computer's levels, as the start screen offers them (kept apart so the page need not load the AI to list them). */
export const LEVELS = ['easy', 'normal', 'hard'] as const;
export type Level = (typeof LEVELS)[number];
export const LEVEL_NAMES: Readonly<Record<Level, string>> = { easy: 'Easy', normal: 'Normal', hard: 'Hard' };

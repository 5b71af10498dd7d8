/** The game's vocabulary as constant lists; each union type is derived from its list. */

export const PLAYERS = [0, 1] as const;
export type Player = (typeof PLAYERS)[number];
/** A pair indexed by player: `[player 0's, player 1's]`. */
export type ByPlayer<T> = [T, T];
export const opponentOf = (p: Player): Player => (p === 0 ? 1 : 0);

export const PHASES = ['draw', 'standby', 'main1', 'battle', 'main2', 'end'] as const;
export type Phase = (typeof PHASES)[number];

export const BATTLE_STEPS = ['start', 'battle', 'damage', 'end'] as const;
export type BattleStep = (typeof BATTLE_STEPS)[number];

/** The Damage Step's own timings, in order (rulebook "Damage Step Rules"). */
export const DAMAGE_STEP_TIMINGS = ['start', 'beforeCalculation', 'calculation', 'afterCalculation', 'end'] as const;
export type DamageStepTiming = (typeof DAMAGE_STEP_TIMINGS)[number];

export const FRAMES = ['normal', 'effect', 'ritual', 'fusion', 'synchro', 'xyz', 'pendulum', 'token', 'spell', 'trap'] as const;
export type Frame = (typeof FRAMES)[number];

export const ATTRIBUTES = ['DARK', 'LIGHT', 'EARTH', 'WATER', 'FIRE', 'WIND', 'DIVINE'] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** The monster Types of the game (the 2016 card pool's), as a player may declare one ("declare 1 Type of monster"). */
export const MONSTER_TYPES = [
  'Aqua', 'Beast', 'Beast-Warrior', 'Creator God', 'Dinosaur', 'Divine-Beast', 'Dragon', 'Fairy', 'Fiend', 'Fish', 'Insect', 'Machine',
  'Plant', 'Psychic', 'Pyro', 'Reptile', 'Rock', 'Sea Serpent', 'Spellcaster', 'Thunder', 'Warrior', 'Winged Beast', 'Wyrm', 'Zombie',
] as const;

export const BATTLE_POSITIONS = ['attack', 'defense'] as const;
export type BattlePosition = (typeof BATTLE_POSITIONS)[number];

export const SPECIAL_SUMMON_METHODS = ['fusion', 'ritual', 'synchro', 'xyz', 'pendulum', 'rule'] as const;
export type SpecialSummonMethod = (typeof SPECIAL_SUMMON_METHODS)[number];

/* The rule codes ("cannot attack", "skip the Draw Phase", ...) and their durations: ruleCodes.ts. */

/** Zone counts of one player's half of the field (rulebook "The Game Mat"). */
export const MONSTER_ZONES = 5;
export const SPELL_TRAP_ZONES = 5;
export const STARTING_LP = 8000;
export const STARTING_HAND = 5;
export const MAX_HAND_AT_END = 6;

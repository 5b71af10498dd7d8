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

export const BATTLE_POSITIONS = ['attack', 'defense'] as const;
export type BattlePosition = (typeof BATTLE_POSITIONS)[number];

export const SPECIAL_SUMMON_METHODS = ['fusion', 'ritual', 'synchro', 'xyz', 'pendulum', 'rule'] as const;
export type SpecialSummonMethod = (typeof SPECIAL_SUMMON_METHODS)[number];

/**
 * The continuous rule codes, each with how long it lasts (rulebook v9.1 "Continuous Effects"):
 * - 'whileFaceUp': while the card applying it is face-up on the field (its Pendulum Zone, for a
 *   Pendulum Effect). A card declares it as an `Effect` field; it is asked of the board each time
 *   and never written into the duel (continuous.ts): protects (Lord of D.), locksInDefense (Dragon
 *   Capture Jar), mustBeAttacked (Ring of Magnetism), doublesBattleDamage (Odd-Eyes Pendulum
 *   Dragon), barsActivation (Stargazer Magician), preventsDestruction (Timegazer Magician),
 *   preventsBattleDestruction, substitutesForEquipped (a Union monster);
 * - 'thisTurn': until the end of the turn it was applied in. An effect records it in the duel
 *   (`restrictThisTurn`; state.ts `TurnRestriction`), and it is in force while that turn lasts
 *   (state.ts `inForce`): see `TurnRestriction` for each code.
 * The order of the 'whileFaceUp' codes is the registry's bit order (registry.ts).
 */
export const RULE_CODES = {
  protects: 'whileFaceUp', locksInDefense: 'whileFaceUp', mustBeAttacked: 'whileFaceUp', doublesBattleDamage: 'whileFaceUp',
  barsActivation: 'whileFaceUp', preventsDestruction: 'whileFaceUp', preventsBattleDestruction: 'whileFaceUp', substitutesForEquipped: 'whileFaceUp',
  noAttackDeclarations: 'thisTurn', noBattleDamage: 'thisTurn', indestructibleByBattle: 'thisTurn', noSummons: 'thisTurn',
  noBattlePhase: 'thisTurn', reverseStatChanges: 'thisTurn', mayTribute: 'thisTurn', noActivationsOfName: 'thisTurn',
} as const;
export type RuleCode = keyof typeof RULE_CODES;
export type RuleDuration = (typeof RULE_CODES)[RuleCode];
/** The rule codes that last `D`. */
export type RuleLasting<D extends RuleDuration> = { [K in RuleCode]: (typeof RULE_CODES)[K] extends D ? K : never }[RuleCode];
/** The rule codes that last `duration`, in the list's order. */
export const rulesLasting = <D extends RuleDuration>(duration: D): readonly RuleLasting<D>[] =>
  (Object.keys(RULE_CODES) as RuleCode[]).filter((code): code is RuleLasting<D> => RULE_CODES[code] === duration);

/** Zone counts of one player's half of the field (rulebook "The Game Mat"). */
export const MONSTER_ZONES = 5;
export const SPELL_TRAP_ZONES = 5;
export const STARTING_LP = 8000;
export const STARTING_HAND = 5;
export const MAX_HAND_AT_END = 6;

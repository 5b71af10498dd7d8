import type { BattlePosition, Phase, Player } from './constants';
import type { FormatId } from './formatRules';

export interface Slot {
  readonly name: string;
  readonly faceUp: boolean;
  /** Counters on a Spell or Trap Card (Shard of Greed's); absent when none. */
  readonly counters?: number;
  /** What a face-up Spell or Trap Card declared or paid as it was activated, kept while it stays (Wall of Revealing Light's LP, Prohibition's name); absent when none. */
  readonly declared?: string;
}
export interface MonsterSlotSummary extends Slot {
  readonly position: BattlePosition;
  /** Current values, modifiers applied. */
  readonly atk: number;
  readonly def: number;
  readonly counters: number;
  readonly materials: string[];
}
export interface PlayerSummary {
  readonly lp: number;
  readonly deck: number;
  readonly hand: string[];
  readonly extra: string[];
  readonly graveyard: string[];
  readonly banished: string[];
  readonly field: Slot | null;
  readonly pendulum: [Slot | null, Slot | null];
  readonly monsters: (MonsterSlotSummary | null)[];
  readonly spellTraps: (Slot | null)[];
}
/** A plain, omniscient picture of the duel for tests, logs and tools (never shown to a player). */
export interface Summary {
  /** The format the duel plays by ('advanced' for a duel from before formats). */
  readonly format: FormatId;
  readonly turn: number;
  readonly turnPlayer: Player;
  readonly phase: Phase;
  readonly step: 'start' | 'battle' | 'damage' | 'end' | null;
  readonly deciding: Player | null;
  readonly winner: Player | 'draw' | null;
  readonly winReason: string | null;
  /** Bottom (Chain Link 1) first. */
  readonly chain: { card: string; player: Player }[];
  readonly players: [PlayerSummary, PlayerSummary];
}

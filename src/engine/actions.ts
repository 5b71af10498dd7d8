import type { Phase, SpecialSummonMethod } from './constants';
import type { CardId } from './state';

/**
 * Everything a player can do, as plain JSON tagged by `type`. `legalActions` lists the ones open
 * now; `applyAction` refuses anything else with an `IllegalActionError`.
 */
export type Action =
  /** Normal Summon (Tribute Summon when `tributes` is not empty). `zone`: optional Monster Zone 0-4. */
  | { type: 'normalSummon'; card: CardId; tributes: CardId[]; zone?: number }
  /** Normal Set / Tribute Set in face-down Defense Position. */
  | { type: 'setMonster'; card: CardId; tributes: CardId[]; zone?: number }
  | { type: 'flipSummon'; card: CardId }
  /** Change a face-up monster's battle position (Attack <-> Defense). */
  | { type: 'changePosition'; card: CardId }
  /**
   * `effect`: the index of the card's effect (0 when left out); PENDULUM_SCALE (-1) activates a
   * Pendulum Monster from the hand as a Spell Card in a Pendulum Zone. `zone`: for a Spell/Trap
   * activated from the hand, the Spell & Trap Zone (0-4) it is placed in; for a Pendulum Monster, the
   * Pendulum Zone (0 left, 1 right; the free one when left out).
   */
  | { type: 'activate'; card: CardId; effect?: number; zone?: number }
  | { type: 'setSpellTrap'; card: CardId; zone?: number }
  /**
   * Special Summon by a monster's own procedure (`method: 'rule'`, e.g. Cyber Dragon from the hand),
   * face-up in `position` (Attack when left out). `zone`: optional Monster Zone 0-4.
   */
  /**
   * Synchro, Xyz and contact Fusion ('rule' from the Extra Deck) Summons name their `materials` (one
   * action per legal set). A Pendulum Summon is declared with the card in the left Pendulum Zone as
   * `card`; its monsters and their positions are then asked by prompts (pendulum.ts).
   */
  | { type: 'specialSummon'; card: CardId; method: SpecialSummonMethod; position?: 'attack' | 'defense'; zone?: number; materials?: CardId[] }
  | { type: 'attack'; card: CardId; target: CardId | 'direct' }
  | { type: 'nextPhase'; to: Phase }
  | { type: 'pass' }
  | { type: 'select'; ids: CardId[] }
  | { type: 'select'; option: string };

export type ActionType = Action['type'];

export class IllegalActionError extends Error {
  override readonly name = 'IllegalActionError';
  constructor(
    message: string,
    readonly action?: unknown,
  ) {
    super(message);
  }
}

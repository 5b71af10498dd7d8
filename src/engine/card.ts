import type { Attribute, Frame } from './constants';
import type { Effect, EffectContext } from './effects/types';

/**
 * A card's printed facts and (from the effects issue on) its effect script.
 * One module per card in `src/cards/` exports one of these, keyed by passcode.
 */
export interface CardDefinition {
  /** 8-digit passcode, zero-padded, as printed. */
  readonly passcode: string;
  readonly name: string;
  readonly frame: Frame;
  /** Spell/Trap icon or monster abilities (e.g. 'quick-play', 'flip', 'tuner'). */
  readonly subtype?: readonly string[];
  readonly attribute?: Attribute;
  /** Monster Type, e.g. 'Spellcaster'. */
  readonly monsterType?: string;
  /** Level, or Rank for Xyz Monsters. */
  readonly level?: number;
  readonly scale?: number;
  readonly atk?: number;
  readonly def?: number;
  /** Text shown to players, in our own words (flavour line for Normal Monsters). */
  readonly text: string;
  /**
   * A "you win" condition checked whenever the duel's state is checked, from the owner's hand
   * (the Forbidden One). Receives the names of the cards in that player's hand.
   */
  readonly winsFromHand?: (handNames: readonly string[]) => boolean;
  /** A Token that "cannot be Tributed for a Tribute Summon" (Scapegoat's Sheep Tokens). */
  readonly notTributeForTributeSummon?: boolean;
  /**
   * The card's own way to be Special Summoned (Cyber Dragon). Not an effect: it starts no Chain and
   * cannot be negated as an effect, only as a Summon (Solemn Judgment).
   */
  readonly summonProcedure?: SummonProcedure;
  /** The card's effects, in the order printed (an `activate` action names one by index). */
  readonly effects?: readonly Effect[];
}

export const isMonster = (c: CardDefinition): boolean => c.frame !== 'spell' && c.frame !== 'trap';
/** Fusion, Synchro and Xyz Monsters live in the Extra Deck. */
export const isExtraDeckMonster = (c: CardDefinition): boolean =>
  c.frame === 'fusion' || c.frame === 'synchro' || c.frame === 'xyz';
/** Tributes a Normal Summon/Set needs: Level 5-6 one, Level 7 or higher two. */
export const tributesNeeded = (c: CardDefinition): number => {
  const level = c.level ?? 0;
  return level >= 7 ? 2 : level >= 5 ? 1 : 0;
};

/** "You can Special Summon this card from your hand" when `condition` holds (for the card's controller-to-be). */
export interface SummonProcedure {
  readonly from: 'hand';
  readonly condition: (ctx: EffectContext) => boolean;
}

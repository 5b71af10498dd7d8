import type { Player } from './constants';
import type { CardId, DuelEvent, SummonedFrom, SummonMethod } from './state';

/*
 * The vocabulary of Summons, with no runtime imports (card modules and the effect library use it).
 * Rulebook v9.1: "Summon" means every kind — Normal (a Tribute Summon is one), Flip and Special
 * Summons, by a card's own procedure or by an effect.
 */

/** How a monster was Summoned: Normal, Tribute (a Normal Summon), Flip, or Special (by its own procedure or an effect). */
export type SummonHow = 'normal' | 'tribute' | 'flip' | 'special';

/** A Summon: who Summoned which monster, and how. */
export interface Summoning {
  readonly player: Player;
  readonly card: CardId;
  readonly how: SummonHow;
  /** A Fusion, Ritual, Synchro, Xyz or Pendulum Summon. */
  readonly method?: SummonMethod;
  /** The other monsters Summoned at the same time (a Pendulum Summon). */
  readonly together?: readonly CardId[];
  /** The pile an effect Special Summoned it from (the owner's). */
  readonly from?: SummonedFrom;
  /** A Tribute Summon's Tributes, named by its event ("if this card is Tribute Summoned by Tributing a Dragon": Tiger Dragon). */
  readonly tributes?: readonly CardId[];
}

export type SummonEvent = Extract<DuelEvent, { type: 'summoned' | 'specialSummoned' }>;

/** The event that says a Summon succeeded ("when … is Summoned" effects answer it). */
export const summonEvent = ({ player, card, how, method, from, tributes }: Summoning): SummonEvent =>
  how === 'special' ? { type: 'specialSummoned', player, card, ...(method ? { method } : {}), ...(from ? { from } : {}) } : { type: 'summoned', player, card, how, ...(tributes ? { tributes } : {}) };

/** The events of a Summon that succeeded: one per monster Summoned at the same time. */
export const summonEventsOf = (s: Summoning): SummonEvent[] => [s.card, ...(s.together ?? [])].map((card) => summonEvent({ ...s, card }));

/** Whether an event is a successful Summon of any kind (Normal, Tribute, Flip or Special). */
export const isSummonEvent = (e: DuelEvent): e is SummonEvent => e.type === 'summoned' || e.type === 'specialSummoned';

/** Which kind of Summon an event reports. */
export const summonHowOf = (e: SummonEvent): SummonHow => (e.type === 'summoned' ? e.how : 'special');

/** Normal Summons (with Tribute Summons) and Flip Summons: what "Normal or Flip Summons" means. */
export const NORMAL_OR_FLIP: readonly SummonHow[] = ['normal', 'tribute', 'flip'];
export const ALL_SUMMONS: readonly SummonHow[] = ['normal', 'tribute', 'flip', 'special'];

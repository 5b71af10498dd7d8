import type { Attribute, BattlePosition, ByPlayer, Frame, Phase, Player } from './constants';
import type { CardId, Duel } from './state';

/** A card whose face the viewer may see. */
export interface CardFace {
  readonly id: CardId;
  readonly passcode: string;
  readonly name: string;
  readonly frame: Frame;
  readonly subtype: readonly string[];
  readonly attribute?: Attribute;
  readonly monsterType?: string;
  /** Level, or Rank for an Xyz Monster. */
  readonly level?: number;
  /** A Pendulum Monster's Pendulum Scale. */
  readonly scale?: number;
  /** What a Fusion, Synchro or Xyz Monster is made of, in words ("2 Level 4 monsters"). */
  readonly materials?: string;
  readonly atk?: number;
  readonly def?: number;
  readonly text: string;
  readonly owner: Player;
}

/** A card the viewer may not see (the opponent's hand, a face-down card, the deck). */
export interface HiddenCard {
  readonly hidden: true;
  /** Kept for cards on the field (they can be attacked or targeted); null in the opponent's hand. */
  readonly id: CardId | null;
}

export type SeenCard = CardFace | HiddenCard;
export const isHidden = (c: SeenCard): c is HiddenCard => 'hidden' in c;

export interface MonsterView {
  readonly card: SeenCard;
  readonly position: BattlePosition;
  readonly faceUp: boolean;
  /** Current ATK/DEF (modifiers applied); null when the viewer cannot see the card. */
  readonly atk: number | null;
  readonly def: number | null;
  /** Its Xyz Materials, bottom first (public: materials are face-up). */
  readonly materials: readonly CardFace[];
}

export interface SpellTrapView {
  readonly card: SeenCard;
  readonly faceUp: boolean;
}

export interface PlayerView {
  readonly lp: number;
  readonly deckCount: number;
  readonly handCount: number;
  /** The viewer's own hand as faces; the opponent's as hidden cards. */
  readonly hand: readonly SeenCard[];
  readonly extraCount: number;
  /** Own Extra Deck faces; for the opponent only its face-up Pendulum Monsters (the rest is face-down). */
  readonly extra: readonly CardFace[];
  /** The ids of the Extra Deck's face-up cards (Pendulum Monsters that left the field). */
  readonly extraFaceUp: readonly CardId[];
  /** Public knowledge: both Graveyards, oldest first. */
  readonly graveyard: readonly CardFace[];
  readonly banished: readonly SeenCard[];
  readonly monsters: readonly (MonsterView | null)[];
  readonly spellTraps: readonly (SpellTrapView | null)[];
  readonly field: SpellTrapView | null;
  readonly pendulum: readonly [SpellTrapView | null, SpellTrapView | null];
}

/** An event of the last action, as the viewer may know it. */
export interface EventView {
  readonly type: string;
  /** The event in words, from the viewer's side ("You", "Opponent"). */
  readonly text: string;
  readonly card?: CardId;
  readonly target?: CardId | 'direct';
  readonly player?: Player;
  readonly amount?: number;
}

/** Everything one player may know of the duel (rulebook "Public Knowledge"). */
export interface DuelView {
  readonly viewer: Player;
  readonly turn: number;
  readonly turnPlayer: Player;
  readonly phase: Phase;
  readonly step: 'start' | 'battle' | 'damage' | 'end' | null;
  readonly deciding: Player | null;
  readonly winner: Player | 'draw' | null;
  /** Why the duel ended, from the viewer's side ("Your opponent's LP reached 0"). */
  readonly winReason: string | null;
  readonly startLp: number;
  /** The open prompt's reason text when the viewer must answer it. */
  readonly prompt: { readonly kind: string; readonly reason: string } | null;
  readonly players: ByPlayer<PlayerView>;
  /** The Chain being built, Chain Link 1 first (every activated card is face-up, so all are named). */
  readonly chain: readonly ChainLinkView[];
  readonly events: readonly EventView[];
  /**
   * The duel's plain data as this player may know it (hidden cards blanked and anonymised, no Deck
   * order, no generator state): what a computer player determinises to look ahead. Not shown.
   */
  readonly public: PublicDuel;
}

export interface ChainLinkView {
  /** Chain Link number, from 1. */
  readonly link: number;
  readonly card: CardFace;
  readonly player: Player;
  /** What the link does ("Destroy all Spells and Traps on the field"). */
  readonly label: string;
  readonly negated: boolean;
}

/** The public state a view carries, for look-ahead (determinise.ts). */
export type HiddenZone = 'hand' | 'deck' | 'extra' | 'monster' | 'spellTrap' | 'field' | 'banished' | 'material' | 'graveyard' | 'pendulum';

/** A card of the public state whose identity the viewer does not know. */
export interface HiddenSlot {
  readonly id: CardId;
  readonly owner: Player;
  /** The player whose zone holds it. */
  readonly holder: Player;
  readonly zone: HiddenZone;
}

export interface PublicDuel {
  /** The duel with hidden passcodes blanked, hidden piles' ids anonymised and no generator state. */
  readonly state: Duel;
  readonly hidden: readonly HiddenSlot[];
  /** Passcodes of the viewer's own Deck cards they cannot see, sorted: contents, not order. */
  readonly ownDeck: readonly string[];
}

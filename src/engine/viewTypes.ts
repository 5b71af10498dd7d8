import type { Attribute, BattlePosition, BattleStep, ByPlayer, Frame, Phase, Player } from './constants';
import type { SummonHow } from './summonEvents';
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
  /**
   * The name the view gives it (veil.ts: never its instance id), for a card on the field (it can be
   * attacked or targeted: see legalActionsFor) or among a prompt's choices; null in the opponent's hand.
   */
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
  /** Its Level now when an effect changed it (Gagaga Magician until the End Phase); absent otherwise or when hidden. */
  readonly level?: number;
  /** Its Attribute now when an effect changed it (Homunculus the Alchemic Being); absent otherwise or when hidden. */
  readonly attribute?: Attribute;
  /** "Banish it when it leaves the field" applies to it (Quillbolt Hedgehog); absent otherwise. */
  readonly banishWhenLeaves?: true;
  /** The counters on it (public); absent when none. */
  readonly counters?: number;
}

export interface SpellTrapView {
  readonly card: SeenCard;
  readonly faceUp: boolean;
  /** For a face-up Equip Card (an Equip Spell or an equipped Union monster): the monster it is equipped to. */
  readonly equippedTo?: CardId;
  /** The counters on it (public: Shard of Greed's Greed Counters); absent when none. */
  readonly counters?: number;
  /** What it declared or paid as it was activated, kept while it stays (public: Wall of Revealing Light's LP, Prohibition's name); absent when none. */
  readonly declared?: string;
}

export interface PlayerView {
  readonly lp: number;
  readonly deckCount: number;
  /** The face-up top card of a Deck turned upside-down (Convulsion of Nature), seen by both players; absent otherwise. */
  readonly deckTop?: CardFace;
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
  /** The banished cards lying face-down, as the view names them (public: that they are; which, only to their owner); absent when none. */
  readonly banishedFaceDown?: readonly CardId[];
  readonly monsters: readonly (MonsterView | null)[];
  readonly spellTraps: readonly (SpellTrapView | null)[];
  readonly field: SpellTrapView | null;
  readonly pendulum: readonly [SpellTrapView | null, SpellTrapView | null];
  /** The Monster Zones (0-4) this player cannot use now (Ojama King's chosen zones: public); left out when none. */
  readonly unusableMonsterZones?: readonly number[];
}

/** An event of the last action, as the viewer may know it. */
export interface EventView {
  readonly type: string;
  /** The event in words, from the viewer's side ("You", "Opponent"). */
  readonly text: string;
  /** The card, as the view names it; left out for a card now in a pile hidden from the viewer. */
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
  /**
   * The open prompt's reason text when the viewer must answer it; for a "choose a card" prompt, the
   * cards to choose among as the viewer may see them (their own Deck's cards when searching it).
   */
  readonly prompt: { readonly kind: string; readonly reason: string; readonly cards?: readonly SeenCard[] } | null;
  readonly players: ByPlayer<PlayerView>;
  /** The Chain being built, Chain Link 1 first (every activated card is face-up, so all are named). */
  readonly chain: readonly ChainLinkView[];
  readonly events: readonly EventView[];
  /** The response window the viewer must decide in (what opened it, which activations answer it); null otherwise. */
  readonly window: ResponseWindowView | null;
  /**
   * The duel's plain data as this player may know it (hidden cards blanked and anonymised, no Deck
   * order, no generator state): what a computer player determinises to look ahead. Not shown.
   */
  readonly public: PublicDuel;
}

/** What happened that the open window lets a player respond to. */
export type WindowEvent =
  /** A Summon: `pending` while it has not succeeded yet (the window for negating it). */
  | { readonly kind: 'summon'; readonly card: CardId; readonly player: Player; readonly how: SummonHow; readonly pending: boolean }
  /** An attack declaration; `damageStep`: the window before damage calculation. */
  | { readonly kind: 'attack'; readonly attacker: CardId; readonly target: CardId | 'direct'; readonly damageStep: boolean }
  /** A card or effect activated: the newest Chain Link. */
  | { readonly kind: 'chainLink'; readonly link: number; readonly card: CardId; readonly player: Player }
  /** Battle damage `player` took (a window after damage calculation: "When you take battle damage"). */
  | { readonly kind: 'battleDamage'; readonly player: Player; readonly amount: number }
  /** A monster `player` controlled was destroyed (a window once the Chain that destroyed it is over). */
  | { readonly kind: 'destroyed'; readonly card: CardId; readonly player: Player }
  /** Nothing happened: the phase (or Battle Phase step) is about to end. */
  | { readonly kind: 'phaseEnd'; readonly phase: Phase; readonly step: BattleStep | null };

/** One activation the deciding player may make in the window, and why it would be made now. */
export interface WindowActivation {
  readonly card: CardId;
  readonly effect: number;
  /**
   * Its declared condition, targets or categories answer one of the window's events (Trap Hole
   * after a Normal Summon, Mirror Force after an attack declaration, anything chained to the
   * opponent's Chain Link): the index of that event in `events`, or null.
   */
  readonly answers: number | null;
  /** The card's own time has come: the effect declares `during` this phase of this player's turn. */
  readonly ownTime: boolean;
}


/** The open response window as the deciding player sees it: what opened it, in words, and their activations. */
export interface ResponseWindowView {
  /** Newest first, each with its text from the viewer's side ("Battle Ox was Normal Summoned"). */
  readonly events: readonly (WindowEvent & { readonly text: string })[];
  readonly activations: readonly WindowActivation[];
}

export interface ChainLinkView {
  /** Chain Link number, from 1. */
  readonly link: number;
  readonly card: CardFace;
  readonly player: Player;
  /** What the link does ("Destroy all Spells and Traps on the field"). */
  readonly label: string;
  /** What it targets, in the viewer's words ("your Mystical Elf", "your opponent's Set card"); empty when nothing. */
  readonly targets: readonly string[];
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
  /**
   * The duel with hidden passcodes blanked, hidden cards named as the view names them, hidden piles
   * and the card table in the order of those names, no generator state and no veil (determinise.ts).
   */
  readonly state: Duel;
  readonly hidden: readonly HiddenSlot[];
  /** Passcodes of the viewer's own Deck cards they cannot see, sorted: contents, not order. */
  readonly ownDeck: readonly string[];
}

import { rulesLasting, type Attribute, type Frame, type Phase, type Player, type RuleLasting } from '../constants';
import type { FormatId } from '../formatRules';
import type { CardId, ChainLink, Duel, DuelEvent, PendingSummon, Restriction } from '../state';

/**
 * The effect model (rulebook v9.1 "Effect Monsters", "Spell & Trap Cards", "Chains and Spell Speed"):
 * an effect is data plus small functions. The engine decides timing and Spell Speed from `kind` and
 * the card's type; the card module says what the effect needs and does.
 */
export const EFFECT_KINDS = [
  /** Activating a Spell or Trap Card itself. */
  'activation',
  /** A monster effect activated in your Main Phase (Spell Speed 1). */
  'ignition',
  /** A monster effect activated at Spell Speed 2. */
  'quick',
  /** Activates when something happens (Spell Speed 1). */
  'trigger',
  /** Activates when the monster is flipped face-up (Spell Speed 1). */
  'flip',
  /** Applies while the card is face-up; never activated. */
  'continuous',
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

export type SpellSpeed = 1 | 2 | 3;

/**
 * The continuous rule effects a face-up card can apply: the rule codes lasting 'whileFaceUp'
 * (constants.ts `RULE_CODES`, which says what each does), one `Effect` field each, asked of the board
 * every time, never written into it (continuous.ts). A Pendulum Effect (range 'pendulumZone') applies
 * from its Pendulum Zone only. The codes lasting 'thisTurn' are `RESTRICTIONS`.
 */
export const CONTINUOUS_RULES = rulesLasting('whileFaceUp');
export type ContinuousRule = RuleLasting<'whileFaceUp'>;

/** What an effect declares it will do, so negation cards can look (ygopro's operation info). */
export const EFFECT_CATEGORIES = [
  'destroy', 'draw', 'specialSummon', 'negate', 'damage', 'recover', 'changeControl', 'toHand',
  'toGraveyard', 'banish', 'discard', 'modifyStats', 'search', 'token', 'counter', 'position', 'restrict', 'negateSummon', 'summon',
] as const;
export type EffectCategory = (typeof EFFECT_CATEGORIES)[number];

/** Where a target may be chosen from. */
export type TargetZone = 'monsters' | 'spellTraps' | 'field' | 'graveyard';

export interface TargetSpec {
  /** The prompt's reason text, e.g. "Choose 1 monster in either Graveyard". */
  readonly prompt: string;
  readonly from: TargetZone;
  readonly filter?: (ctx: EffectContext, card: CardId) => boolean;
  /** "Target 1 other …": the card itself may not be chosen (without it, a monster's effect may target itself). */
  readonly other?: boolean;
  /**
   * The text names the one card it targets ("target the attacking monster"): there is nothing to
   * choose, so it is taken without a prompt when it is the only candidate (issue 36).
   */
  readonly named?: boolean;
  /**
   * "Target up to N …": 1 to N cards, chosen one by one (after the first, the player may stop). Only
   * the last spec of an effect may have it: the targets after the earlier specs' are all this one's.
   */
  readonly upTo?: number;
}

/** A change to a monster's ATK/DEF from a continuous effect, computed from the board every time. */
export interface StatModifier {
  readonly applies: (card: CardId) => boolean;
  readonly atk?: number;
  readonly def?: number;
}

export interface Effect {
  readonly kind: EffectKind;
  /** A short label for menus ("Draw 2 cards"). */
  readonly label: string;
  readonly declares?: readonly EffectCategory[];
  /** Conditions beyond timing ("when your opponent activates a Spell Card"). */
  readonly condition?: (ctx: EffectContext) => boolean;
  /**
   * A cost, paid on activation and never refunded: `can` is checked before offering the activation.
   * What the cost was paid with that the effect needs (the Tributed monster's Level: Metamorphosis)
   * may be returned: kept with the Chain Link as what was declared (`ctx.declared`), seen by both players.
   */
  readonly cost?: { readonly can: (ctx: EffectContext) => boolean; readonly pay: (ctx: EffectContext) => void | string };
  /** Targets, chosen on activation, in order (the opponent sees them before responding). */
  readonly targets?: readonly TargetSpec[];
  /**
   * Something declared as the effect is activated ("declare a Level from 1 to 8 to activate": Gagaga
   * Magician), after the cost and targets: chosen among `options` (none: it cannot be activated), kept
   * with the Chain Link where both players see it, and read as it resolves (`ctx.declared`).
   */
  readonly declare?: { readonly prompt: string; readonly options: (ctx: EffectContext) => readonly string[] };
  /** What happens when the Chain Link resolves. */
  readonly resolve?: (ctx: EffectContext) => void;
  /** Trigger and Flip effects: does this event set it off? (Flip effects need none: being flipped face-up is theirs.) */
  readonly when?: (ctx: EffectContext, event: DuelEvent) => boolean;
  /**
   * Where the card must be: for a Trigger, to activate (default face-up on the field); 'hand' for a
   * Quick Effect activated from the hand (Kuriboh); 'delayed' for a Trigger left behind by a resolved
   * effect that waits for something later this turn (see `EffectContext.awaitLaterThisTurn`);
   * 'pendulumZone' for a Pendulum Effect, which applies only while its card is in a Pendulum Zone
   * (rulebook v9.1 "Pendulum Monster Cards"; a Pendulum Monster's other effects are monster effects).
   */
  readonly range?: 'field' | 'graveyard' | 'hand' | 'delayed' | 'pendulumZone';
  /**
   * A Trigger keyed to a battle this monster was in that activates after damage calculation ("If this
   * card is attacked …, after damage calculation"): it activates even if that battle destroyed the
   * monster (it was still on the field after damage calculation; it is then in the Graveyard).
   */
  readonly evenIfDestroyedByThatBattle?: boolean;
  /** "Once per turn": 'card' for this copy, 'name' for "You can only use this effect of <name> once per turn". */
  readonly oncePerTurn?: 'card' | 'name';
  /**
   * With `oncePerTurn`: "Once per turn, you can either: … or …" (a Union monster's equip and unequip):
   * the card's effects naming the same group share one use per turn.
   */
  readonly oncePerTurnGroup?: string;
  /** May be activated in the Damage Step (rulebook: cards that directly change ATK/DEF, or say so). */
  readonly damageStep?: boolean;
  /**
   * The card's own time, as its text names it ("during your opponent's Battle Phase", "during the End
   * Phase"): the phases of whose turn. Declared once; the effect's condition asks `isDuring` with it,
   * and a view asks it to know that this moment is the card's time (it then prompts in Auto mode).
   * The activation check refuses the effect outside these phases before it asks the condition.
   */
  readonly during?: readonly During[];
  /** "You can": the controller chooses whether to activate it. */
  readonly optional?: boolean;
  /** For continuous effects (and Equip/Field Spells): the ATK/DEF changes they apply while face-up. */
  readonly modifiers?: (ctx: QueryContext) => readonly StatModifier[];
  /** Equip Spells: which monsters it may equip ("Equip only to a Spellcaster monster"). */
  readonly equipTo?: (ctx: EffectContext, monster: CardId) => boolean;
  /** A monster that "can be Normal Summoned without Tributing" when this holds (Big Piece Golem). */
  readonly withoutTribute?: (ctx: QueryContext) => boolean;
  /**
   * Applies while the monster is face-down in Defense Position (Big Shield Gardna): when a Spell
   * Card's activation targets only this card, the card is turned face-up and the activation negated.
   */
  readonly negatesSpellTargetingItFaceDown?: boolean;
  /** Continuous: cards on the field that card effects cannot target while this card is face-up (Lord of D.). */
  readonly protects?: (ctx: QueryContext, card: CardId) => boolean;
  /** Continuous: monsters kept in face-up Defense Position, unable to change position (Dragon Capture Jar). */
  readonly locksInDefense?: (ctx: QueryContext, monster: CardId) => boolean;
  /** Continuous: the monster the opponent's attacks must target, if they can (Ring of Magnetism). */
  readonly mustBeAttacked?: (ctx: QueryContext) => CardId | null;
  /** Continuous: whether the battle damage `damaged` takes from this battle is doubled (Odd-Eyes Pendulum Dragon). */
  readonly doublesBattleDamage?: (ctx: QueryContext, battle: { readonly attacker: CardId; readonly target: CardId | 'direct'; readonly damaged: Player }) => boolean;
  /** Continuous: whether `player` cannot activate this card or effect now ("your opponent cannot activate Spell Cards", Stargazer Magician). */
  readonly barsActivation?: (ctx: QueryContext, player: Player, card: CardId, effect: Effect) => boolean;
  /**
   * Continuous, with `oncePerTurn`: a card that would be destroyed by an effect `by` controls is not
   * destroyed (Timegazer Magician); each use counts towards its once per turn.
   */
  readonly preventsDestruction?: (ctx: QueryContext, card: CardId, by: Player) => boolean;
  /**
   * Continuous, with `oncePerTurn`: a monster that would be destroyed by battle is not destroyed
   * ("once per turn, this face-up Defense Position card cannot be destroyed by battle": Gogogo Golem);
   * each use counts towards its once per turn.
   */
  readonly preventsBattleDestruction?: (ctx: QueryContext, card: CardId) => boolean;
  /**
   * Continuous, on an Equip Card: "If the equipped monster would be destroyed by battle, destroy this
   * card instead" (a Union monster equipped by its own effect). Asked with the monster about to be destroyed.
   */
  readonly substitutesForEquipped?: (ctx: QueryContext, monster: CardId, by: 'battle') => boolean;
  /** A Pendulum Effect: this card's Pendulum Scale now, if it is not the printed one (Stargazer Magician: "becomes 4"). */
  readonly scaleBecomes?: (ctx: QueryContext) => number | null;
}

/**
 * What continuous effects are asked in (ATK/DEF modifiers, rule effects, "without Tributing"):
 * queries over the board only. Built by the read-only layer (stats.ts `queryContext`); the
 * effect context below extends it with everything that changes the duel.
 */
export interface QueryContext {
  readonly duel: Duel;
  /** The card whose effect this is. */
  readonly card: CardId;
  /** Its controller (the activating player). */
  readonly player: Player;
  readonly opponent: Player;
  /** The targets still valid at resolution (or chosen so far, during activation). */
  readonly targets: readonly CardId[];
  /** For an Equip Card on the field: the monster it equips (null otherwise). */
  readonly equippedTo: CardId | null;
  /** The Chain Link being resolved (null while activating). */
  readonly link: ChainLink | null;
  /** What this activation responds to (the Summon or attack declaration that opened the window). */
  readonly responseTo: readonly DuelEvent[];
  /** A Summon that has not yet succeeded (the window for negating it), if any. */
  readonly summoning: PendingSummon | null;
  /** The attack waiting for its Damage Step, if any. */
  readonly attack: { readonly attacker: CardId; readonly target: CardId | 'direct'; readonly damageStep?: boolean } | null;
  /** Links below this one, bottom first (for "when ... is activated" conditions and negation). */
  readonly chain: readonly ChainLink[];
  /** For a Trigger effect resolving: the event that set it off. */
  readonly triggeredBy: DuelEvent | null;
  /** What was declared as this Chain Link was activated (`Effect.declare`), while it resolves; null otherwise. */
  readonly declared: string | null;
  /** The current phase. */
  phase(): Phase | 'over';

  definition(card: CardId): CardDefinition;
  /** Monsters on the field: 'mine', 'theirs' (from `player`'s side) or 'all'. */
  monsters(side?: Side): CardId[];
  spellTraps(side?: Side): CardId[];
  graveyard(side?: Side): CardId[];
  hand(side?: Side): CardId[];
  /** The cards of a Deck (order hidden from players: only a search or an effect may look). */
  deck(side?: Side): CardId[];
  isFaceUp(card: CardId): boolean;
  controllerOf(card: CardId): Player | null;
  atk(card: CardId): number;
  def(card: CardId): number;
  /** A monster's Level now: printed, or what an effect made it until the End Phase (Gagaga Magician); 0 for an Xyz Monster or a Spell/Trap. */
  level(card: CardId): number;
  /** The cards of an Extra Deck (its owner may look at it any time). */
  extra(side?: Side): CardId[];
  /** The Xyz Materials attached to a monster on the field (none for any other card). */
  materialsOf(monster: CardId): CardId[];
  /** Whether a card effect may Special Summon this card ("properly Summoned first", "cannot be Special Summoned from the GY"). */
  maySpecialSummonByEffect(card: CardId): boolean;
  /** What happened this turn: the monsters `player` Summoned, or that left `player`'s side of the field. */
  thisTurn(what: 'summoned' | 'leftField', player: Player): CardId[];
}

/**
 * What a card script sees and does: queries over the board and the shared vocabulary of effect
 * helpers (destroy, draw, Special Summon, negate, ...). Only the engine builds one (effects/context.ts).
 */
export interface EffectContext extends QueryContext {
  /** Whether `player` has a monster in hand that could be Normal Summoned or Set now (with its Tributes). */
  canNormalSummonNow(player: Player): boolean;

  draw(player: Player, count: number): void;
  /** Adds cards from a Deck to their owner's hand, showing them to the opponent. */
  addToHand(cards: readonly CardId[]): void;
  /** Shuffles a player's Deck with the duel's seeded generator (after it has been searched). */
  shuffleDeck(player: Player): void;
  /**
   * Destroys the cards on the field among `cards`; returns those destroyed ("and if you do"). With
   * `banish` ("destroy it, and if you do, banish it": Bottomless Trap Hole), each goes to the banished
   * pile instead of the Graveyard: a Pendulum Monster too (it goes to the Extra Deck only instead of the Graveyard).
   */
  destroy(cards: readonly CardId[], options?: { readonly banish?: true }): CardId[];
  sendToGraveyard(cards: readonly CardId[]): void;
  returnToHand(cards: readonly CardId[]): void;
  banish(cards: readonly CardId[]): void;
  discard(cards: readonly CardId[]): void;
  /**
   * Special Summons a card face-up for `player`; `negateEffects`: "but negate its effects" (while it
   * stays face-up); `summonedAs`: a Fusion or Ritual Summon (the monster's proper Summon). Without
   * `summonedAs`, a monster that must be properly Summoned first and was not cannot be Special Summoned,
   * unless `fromExtraDeck`: a Fusion Monster a card Special Summons from the Extra Deck (Metamorphosis,
   * Cyber-Stein), not by a Fusion Summon, so it is not properly Summoned by it.
   */
  specialSummon(card: CardId, player: Player, position: 'attack' | 'defense', options?: { negateEffects?: boolean; summonedAs?: 'fusion' | 'ritual'; fromExtraDeck?: boolean }): boolean;
  /** Detaches an Xyz Material from the monster it is attached to (to the Graveyard). */
  detach(material: CardId): void;
  /** Tributes cards from the hand or field (a Ritual Summon's Tributes): sent to the Graveyard, not destroyed. */
  tribute(cards: readonly CardId[]): void;
  gainLp(player: Player, amount: number): void;
  damage(player: Player, amount: number): void;
  payLp(amount: number): void;
  negateActivation(link: ChainLink): void;
  /**
   * Changes a monster's battle position (and face), e.g. flipping it face-down; not a "change of
   * position" by its controller. A face-down monster turned face-up is flipped (its
   * Flip effect activates) unless `flips: false` ("Flip effects are not activated": Ceasefire).
   */
  setPosition(card: CardId, position: 'attack' | 'defense', faceUp: boolean, options?: { readonly flips?: boolean }): void;
  /** Shows cards to one player only (looking at a hand or the top of a Deck); nothing moves. */
  reveal(cards: readonly CardId[], to: Player): void;
  /** Negates a face-up monster's effects until the end of this turn (lost earlier if it leaves the field or is turned face-down). */
  negateEffectsUntilEndOfTurn(card: CardId): void;
  /** Changes a face-up monster's ATK/DEF for as long as it stays face-up on the field ("this card gains 500 ATK"). */
  changeStats(card: CardId, change: { atk?: number; def?: number }): void;
  /**
   * A Union monster's "equip this card to that target": this face-up monster moves from your Monster
   * Zone to a Spell & Trap Zone (behind the target if free) as an Equip Card equipped to `target`.
   * False (nothing moves) if the target is no longer a face-up monster you control or no zone is free.
   */
  equipThisMonsterTo(target: CardId): boolean;
  /** A face-up monster's Level becomes `level` until the End Phase of this turn (lost if it leaves the field or is turned face-down). */
  changeLevelUntilEndOfTurn(card: CardId, level: number): void;
  /**
   * Special Summons `card` like `specialSummon`, and marks it "banish it when it leaves the field"
   * (Quillbolt Hedgehog): wherever it would go from the field, it is banished instead.
   */
  specialSummonBanishedWhenItLeaves(card: CardId, player: Player, position: 'attack' | 'defense'): boolean;
  /** Changes a face-up monster's ATK/DEF until the end of this turn (lost if it leaves the field). */
  modifyUntilEndOfTurn(card: CardId, change: { atk?: number; def?: number }): void;
  /** Equips this Equip Spell to `target`; if that is impossible now, the Spell goes to the Graveyard. */
  equip(target: CardId | undefined): boolean;
  /** Negates the declared attack (it does not go ahead; the monster still counts as having attacked). */
  negateAttack(): void;
  /** Ends the Battle Phase after the current Chain. */
  endBattlePhase(): void;
  /** A rule change that lasts until the end of this turn ("your opponent cannot declare an attack"). */
  restrictThisTurn(restriction: Restriction, player: Player, about?: { card?: CardId; passcode?: string }): void;
  /** Takes control of a monster for `ctx.player`; with `untilEndPhase`, it goes back to its controller in this turn's End Phase. */
  changeControl(monster: CardId, untilEndPhase: boolean): boolean;
  /** Special Summons a new Token (`name` of a Token card) to `player`'s field; null if no zone is free. */
  createToken(name: string, player: Player, position: 'attack' | 'defense'): CardId | null;
  /**
   * Normal Summons or Sets 1 monster from `player`'s hand now, with its Tributes (Ultimate Offering's
   * extra Normal Summon: it does not use up the turn's Normal Summon). False if none can be.
   */
  normalSummonNow(player: Player): boolean;
  /** Leaves this card's effect `effect` (range 'delayed') waiting for its event until the end of this turn. */
  awaitLaterThisTurn(effect: number): void;
  /** Negates a Summon in progress (Solemn Judgment): the monster is destroyed. */
  negateSummon(monster: CardId): void;
  /** Tosses a coin with the duel's seeded generator (the result is shown to both players). */
  tossCoin(): 'heads' | 'tails';
  /** Rolls a six-sided die with the duel's seeded generator. */
  rollDie(): number;
  /** Places (positive) or removes (negative) counters on a monster; never below 0. Returns the new count. */
  changeCounters(monster: CardId, change: number): number;
  /** Up to `max` cards chosen one by one ("Special Summon up to 2"): after the first, each prompt also offers stopping. */
  chooseUpTo(player: Player, reason: string, cards: readonly CardId[], max: number): CardId[];
  /** Asks `player` to choose one card; the answer comes back when they have chosen. */
  chooseCard(player: Player, reason: string, cards: readonly CardId[]): CardId;
  chooseOption<T extends string>(player: Player, reason: string, options: readonly T[]): T;
}

export type Side = 'mine' | 'theirs' | 'all';

/** A phase of a turn, as a card names its own time: of your turn, your opponent's, or either. */
export interface During {
  readonly phase: Phase;
  readonly turn: 'yours' | 'opponents' | 'either';
}

/** Whether `phase` of this turn (`myTurn`: the effect's controller is the turn player) is one the effect names. */
export const isDuring = (during: readonly During[], phase: Phase, myTurn: boolean): boolean =>
  during.some((d) => d.phase === phase && (d.turn === 'either' || (d.turn === 'yours') === myTurn));

export { RESTRICTIONS, type Restriction } from '../state';

/** Spell Speed from the rulebook's table. */
export function spellSpeedOf(def: CardDefinition, effect: Effect): SpellSpeed {
  if (effect.kind === 'activation') {
    if (def.frame === 'trap') return def.subtype?.includes('counter') ? 3 : 2;
    return def.subtype?.includes('quick-play') ? 2 : 1;
  }
  return effect.kind === 'quick' ? 2 : 1;
}

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
  /** Fusion, Synchro or Xyz Materials, read by the engine's shared Summon procedures (one each). */
  readonly materials?: Materials;
  /** A Tuner's own limit on the Synchro Summons it is used for (Debris Dragon). */
  readonly synchroMaterialLimit?: SynchroMaterialLimit;
  /** "Cannot be used as Synchro Material" (Gagaga Magician). */
  readonly notSynchroMaterial?: boolean;
  /**
   * "You can only control 1 face-up <this card>" (Gagaga Magician): while its controller has a face-up
   * copy, another cannot be Summoned, Flip Summoned or Special Summoned face-up for them (it may be Set).
   */
  readonly onlyOneFaceUp?: boolean;
  /** "Cannot attack directly" while this holds (Number 17: Leviathan Dragon with no Xyz Materials). */
  readonly cannotAttackDirectly?: (ctx: QueryContext) => boolean;
  /** "Cannot be Special Summoned from the GY" (XYZ-Dragon Cannon). */
  readonly cannotBeSpecialSummonedFromGraveyard?: boolean;
  /** A Pendulum Monster that may be activated in a Pendulum Zone only while this holds (Timegazer Magician: "while you control no monsters"). */
  readonly pendulumActivation?: (ctx: QueryContext) => boolean;
  /** The card's effects, in the order printed (an `activate` action names one by index). */
  readonly effects?: readonly Effect[];
  /**
   * How the card played in an earlier format's era, where that differs from its later text (Sangan
   * had no once-per-turn in April 2005): a duel of that format plays the card with these fields in
   * place of its own (`cardInEra`; the registry's `forFormat`). One card in the pool and the builder.
   */
  readonly eras?: Partial<Readonly<Record<FormatId, CardEra>>>;
}

/** A card's text and effects as an era played them (CardDefinition.eras): what it names replaces the card's own. */
export type CardEra = Partial<Pick<CardDefinition, 'text' | 'effects'>>;

/** The card as a duel of `format` plays it: its era's text and effects where it has an era for that format. */
export function cardInEra(def: CardDefinition, format: FormatId): CardDefinition {
  const era = def.eras?.[format];
  return era ? { ...def, ...era } : def;
}

/**
 * What a Fusion, Synchro or Xyz Monster is made of (ygopro's `Fusion.AddProcMix`, `Synchro.AddProcedure`,
 * `Xyz.AddProcedure`): the engine's one procedure per kind reads it, so a card states its materials only.
 * - fusion: the named monsters, one entry per card (`Blue-Eyes White Dragon` three times); `contact`:
 *   Summoned by banishing them from your field, with no Spell (XYZ-Dragon Cannon), and only that way;
 * - synchro: exactly 1 face-up Tuner and 1 or more face-up non-Tuners whose Levels sum exactly to its
 *   Level, each filter narrowing which ("1 EARTH Tuner", "Junk Synchron");
 * - xyz: `count` face-up monsters of Level `level` (not Tokens), attached to it as Xyz Materials.
 */
export type Materials =
  | { readonly kind: 'fusion'; readonly names: readonly string[]; readonly contact?: 'banishFromField' }
  | { readonly kind: 'synchro'; readonly tuner?: (def: CardDefinition) => boolean; readonly nonTuner?: (def: CardDefinition) => boolean; readonly text: string }
  | { readonly kind: 'xyz'; readonly level: number; readonly count: number };

/** "Cannot be used as Synchro Material, except for the Synchro Summon of …; the other materials cannot …". */
export interface SynchroMaterialLimit {
  readonly onlyFor?: (synchro: CardDefinition) => boolean;
  readonly others?: (material: CardDefinition) => boolean;
}

/** "You can Special Summon this card from your hand" when `condition` holds (for the card's controller-to-be). */
export interface SummonProcedure {
  readonly from: 'hand';
  readonly condition: (ctx: EffectContext) => boolean;
}

import type { Attribute, BattlePosition, ByPlayer, Phase, Player } from './constants';
import type { FormatId } from './formatRules';
import type { RngState } from './random';
import type { DuelRule } from './ruleCodes';
import type { StateValue as TurnStateValue } from 'xstate';

/**
 * A continuation (flow.ts): what happens next, and what the duel is waiting for. Plain data, so the
 * modules low in the engine (chain.ts) say "the Chain is over, go on" without calling the modules
 * above them (the attack waiting in battle.ts, the phase the Chain interrupted in phases.ts). Two kinds:
 * - run as soon as the operation that pushed them is done (never left in a duel at rest):
 *   `afterChain`: a Chain (or a window with nothing activated) is over: a Summon waiting for its
 *   negation window succeeds, an attack waiting for its responses goes on, then `resumeTurn`
 *   (`resolved` when a Chain resolved, not a window passed with nothing activated);
 *   `resumeTurn`: the turn goes on towards the waiting `turnTowards`, if any;
 * - waiting (`WAITING`) at the bottom of the stack, at most one of each kind, until something takes them:
 *   - until a Chain is over: `turnTowards`, where the turn was heading when a Chain interrupted it
 *     (a Chain started in a phase-end window, Triggers as a phase began, "end the Battle Phase");
 *     `summon`, a Summon waiting for its negation window; `attack`, an attack waiting for the
 *     responses to it (or in the Damage Step, for damage calculation); `respondTo`, what just
 *     happened that the response window (and the Chain started in it) answers ("When your opponent
 *     Summons…", "When … declares an attack");
 *   - until the prompt is answered: `choice`, the step that stopped for it (see `Pending`);
 *   - until the next attack declaration: `replay`, the attacker whose attack was replayed (rulebook
 *     "Replay"), which may declare an attack again (left after its turn, it allows nothing: a monster
 *     that has not attacked this turn may attack anyway).
 * `window` and `prompt` stay duel fields: they say who must act now and on what (legal.ts, the view
 * and every reader of a duel ask them at each action); the continuations say what follows.
 */
export type Continuation =
  | { readonly kind: 'afterChain'; readonly resolved?: true }
  | { readonly kind: 'resumeTurn' }
  | { readonly kind: 'turnTowards'; readonly to: Phase }
  | { readonly kind: 'summon'; readonly summoning: PendingSummon }
  | { readonly kind: 'attack'; readonly attack: PendingAttack }
  | { readonly kind: 'respondTo'; readonly events: readonly DuelEvent[] }
  | { readonly kind: 'choice'; readonly pending: Pending }
  | { readonly kind: 'replay'; readonly attacker: CardId };

/** An attack declared and waiting for responses before its Damage Step (or, in it, for damage calculation). */
export interface PendingAttack {
  readonly attacker: CardId;
  readonly target: CardId | 'direct';
  readonly opponentMonsters: readonly CardId[];
  /**
   * In the Damage Step: waiting for the window before damage calculation to close, or, at the end of
   * the Damage Step, for the Chains of the battle's Flip and Trigger effects to be over.
   */
  readonly damageStep?: boolean;
  /**
   * After damage calculation, while the Chain of its "after damage calculation" Trigger effects is under
   * way: the monsters that battle destroys once it is over, and the events those effects were not set off
   * by (a flipped target, battle damage), looked at again at the end of the Damage Step.
   */
  readonly destroys?: readonly CardId[];
  readonly held?: readonly DuelEvent[];
  /** In the Damage Step: the target was face-down at its start, flipped face-up before damage calculation (event `damageCalculated` says so). */
  readonly targetFlipped?: true;
  /**
   * The attack was redirected by a card effect to a monster of the attacker's own controller (Ancient Lamp: "the attacking
   * monster attacks the selected monster instead"; `ctx.changeAttackTarget`): damage calculation goes ahead with it.
   */
  readonly ownSideTarget?: true;
}

/** The continuations that wait in a duel at rest (at the bottom of the stack, at most one of each kind). */
export const WAITING = ['turnTowards', 'summon', 'attack', 'respondTo', 'choice', 'replay'] as const;
export type Waiting = Extract<Continuation, { kind: (typeof WAITING)[number] }>;

/**
 * A Summon in progress that may still be negated: a Normal, Tribute or Flip Summon, a Special Summon
 * by the card's own procedure (`special`), or Ultimate Offering's Normal Summon made by Chain Link 1.
 * The monster is in its zone, but the Summon has not succeeded until its negation window closes
 * (only effects that negate Summons may be activated then): it waits on the flow's stack as a
 * `summon` continuation. See `announceSummon` in chain.ts.
 */
export type PendingSummon = {
  readonly player: Player; readonly card: CardId; readonly how: 'normal' | 'tribute' | 'flip' | 'special'; readonly method?: SummonMethod;
  /** The other monsters Summoned at the same time (a Pendulum Summon): negating the Summon negates them all. */
  readonly together?: readonly CardId[];
  /** A Tribute Summon's Tributes ("if this card is Tribute Summoned by Tributing a Dragon": Tiger Dragon). */
  readonly tributes?: readonly CardId[];
};

/** The Special Summons that are a monster's proper Summon and that cards name ("Synchro Summoned"). */
export type SummonMethod = 'fusion' | 'ritual' | 'synchro' | 'xyz' | 'pendulum';

/**
 * The duel is plain JSON data: no functions, class instances or cycles, so it survives a JSON round
 * trip, can be saved, replayed (seed + actions) and copied for look-ahead. The engine never mutates
 * it: every change makes new objects along the changed path and shares the rest.
 */

/** A card instance id: opaque, stable while the card moves between zones, reveals nothing. */
export type CardId = string;

export interface CardInstance {
  readonly id: CardId;
  readonly passcode: string;
  /** The player who owns the card: where it goes when it leaves the field. */
  readonly owner: Player;
  /** A Token made as a copy of a monster (Cloning's Clone Token): its facts are these, not its printed "?" (registry.ts learnFacts). */
  readonly copies?: TokenCopy;
}

/** The facts a Token copied from the monster `of` as it was made (its original Type, Attribute, Level, ATK and DEF). */
export interface TokenCopy {
  readonly of: CardId;
  readonly attribute?: string;
  readonly monsterType?: string;
  readonly level?: number;
  readonly atk?: number;
  readonly def?: number;
}

export interface MonsterSlot {
  readonly card: CardId;
  readonly position: BattlePosition;
  readonly faceUp: boolean;
  /** Turn the monster came to the field (no position change that turn; no Flip Summon that turn). */
  readonly placedTurn: number;
  /** Last turn its battle position was changed by its controller (once per turn). */
  readonly positionChangedTurn: number | null;
  /** Last turn it declared an attack. */
  readonly attackedTurn: number | null;
  /** Last turn it battled: an attack involving it reached damage calculation (Glossary "Battled"). */
  readonly battledTurn: number | null;
  readonly counters: number;
  /** Xyz Materials attached to it. */
  readonly materials: readonly CardId[];
  /** Control taken "until the End Phase" of this turn (Change of Heart): it goes back to its owner then. */
  readonly borrowedUntilTurn?: number;
  /**
   * Control taken by a lasting rule (rule code `takesControl`: Snatch Steal's, while it equips the
   * monster): when no such rule applies any more, it goes back to the other player (stateCheck.ts).
   */
  readonly heldByRule?: true;
  /**
   * Its effects are negated while it stays face-up on the field ("Special Summon it, but negate its
   * effects": Small/Medium Piece Golem). Ends when it leaves the field or is turned face-down.
   */
  readonly effectsNegated?: true;
  /** With `effectsNegated`: the negation lasts only until the end of this turn (Effect Veiler). */
  readonly negatedUntilTurn?: number;
  /**
   * ATK/DEF it gained or lost for as long as it stays face-up on the field ("this card gains 500
   * ATK": Junk Warrior, Number 17: Leviathan Dragon); gone when it leaves the field or is turned face-down.
   */
  readonly boost?: { readonly atk: number; readonly def: number };
  /**
   * Its Level "until the End Phase" of `turn` (Gagaga Magician): in force while `turn` is the current
   * turn and it stays face-up on the field; gone when it leaves the field or is turned face-down.
   */
  readonly levelUntilTurn?: { readonly level: number; readonly turn: number };
  /**
   * Its Attribute as an effect changed it (Homunculus the Alchemic Being), instead of the printed one, while it
   * stays face-up on the field; gone when it leaves the field or is turned face-down (stats.ts `attributeNow`).
   */
  readonly attribute?: Attribute;
  /**
   * "Banish it when it leaves the field" (Quillbolt Hedgehog Special Summoned by its own effect): it
   * goes to the banished pile instead of wherever it would go (Graveyard, hand, Deck); the redirect
   * is part of the slot, so it ends with it (as an Xyz Material it is no longer on the field).
   */
  readonly banishWhenLeaves?: true;
  /**
   * Normal Summoned or Set without the Tributes its Level asks for (a rule of its own allowed it: Fusilier
   * Dragon's "if you do, its original ATK and DEF are halved" asks). Gone when it leaves the field or is
   * turned face-down (a Set one keeps it when flipped face-up).
   */
  readonly withoutTributes?: true;
  /**
   * It was Special Summoned (ygopro's SUMMON_TYPE_SPECIAL: "Special Summoned monsters", Jowgen the
   * Spiritualist); kept while it stays on the field, face-down too, gone with the slot.
   */
  readonly specialSummoned?: true;
  /**
   * The card (instance id) whose effect Special Summoned it ("Special Summoned by the effect of "Dark Mimic
   * LV1"": ygopro's summon value; an id, not a passcode, so a player's public state renames a card hidden from
   * them, as it does every id); gone when it leaves the field or is turned face-down. The `leftField`
   * mark keeps it for the turn it leaves (library.ts `specialSummonedByEffectOf`).
   */
  readonly summonedBy?: string;
  /**
   * How it was Special Summoned, if by its proper Summon of a kind cards name ("this Xyz Summoned card"): 'xyz' or
   * 'synchro' by their procedures (extraSummon.ts). Kept while it stays on the field; the `leftField` mark keeps it
   * for the turn it leaves (library.ts `summonedByProcedureAs`).
   */
  readonly summonedAs?: SummonMethod;
}

export interface SpellTrapSlot {
  readonly card: CardId;
  readonly faceUp: boolean;
  readonly setTurn: number | null;
  /** For an Equip Card: the monster it is equipped to. */
  readonly equippedTo: CardId | null;
  /**
   * For a card linked to the monster it targeted (Spellbinding Circle): that monster, while it stays on
   * the field (the link breaks when it leaves: stateCheck.ts). Its rules about the monster last while linked.
   */
  readonly linkedTo?: CardId;
  /**
   * The cards it keeps as its targets (Xing Zhen Hu's 2 Set cards), while each stays on the field (a
   * kept card that leaves is dropped: stateCheck.ts). Its rules about them last while it stays face-up.
   */
  readonly keeps?: readonly CardId[];
  /**
   * A monster equipped to another by that one's effect (Thousand-Eyes Restrict's): an Equip Card with no
   * effects of its own while it stays there (a Union monster equipped by its own effect keeps its effects).
   */
  readonly effectsNegated?: true;
  /**
   * With `effectsNegated`: the turn its effects are negated until the end of ("it has its effects negated until
   * the end of this turn": Magician Navigation); the start of the next turn clears both (phases.ts `startTurn`).
   */
  readonly negatedUntilTurn?: number;
  /** Counters on the card (Shard of Greed's Greed Counters); absent when none. Gone with the slot when it leaves the field. */
  readonly counters?: number;
  /**
   * What was declared or paid as the card was activated, kept with it while it stays on the field (the LP
   * Wall of Revealing Light paid, the name Prohibition declared: `ctx.keepDeclared`, read by its rules through
   * `ctx.keptDeclared()`); absent when none. Public (both players saw it declared); gone with the slot.
   */
  readonly declared?: string;
}

export interface PlayerState {
  readonly lp: number;
  /** Top of the Deck first. */
  readonly deck: readonly CardId[];
  readonly hand: readonly CardId[];
  readonly extra: readonly CardId[];
  /** Oldest first; the order never changes (rulebook "The Game Mat"). */
  readonly graveyard: readonly CardId[];
  readonly banished: readonly CardId[];
  readonly monsters: readonly (MonsterSlot | null)[];
  readonly spellTraps: readonly (SpellTrapSlot | null)[];
  readonly field: SpellTrapSlot | null;
  readonly pendulum: readonly [SpellTrapSlot | null, SpellTrapSlot | null];
  readonly normalSummonUsed: boolean;
}

/** The answer that stops a free choice of any number (a `chooseCard` prompt with `mayStop`). */
export const STOP = 'stop';

/** A decision the duel is waiting for, answered by a `select` action. */
export type Prompt =
  | {
      readonly kind: 'handSizeDiscard';
      readonly player: Player;
      /** Cards still to discard, counting this one. */
      readonly remaining: number;
      readonly reason: string;
    }
  /**
   * Choose one of `cards`; with `mayStop`, or stop choosing (`select { option: STOP }`): a free choice
   * of any number is asked one card at a time, "choose one, then another or stop".
   */
  | { readonly kind: 'chooseCard'; readonly player: Player; readonly reason: string; readonly cards: readonly CardId[]; readonly mayStop?: true }
  | { readonly kind: 'chooseOption'; readonly player: Player; readonly reason: string; readonly options: readonly string[] };

/**
 * A step interrupted by a choice (a target, a cost, an option while resolving), waiting on the flow's
 * stack as a `choice` continuation while the prompt is open. The duel is kept as it was before the
 * step; each answer is recorded and the step is run again from there with the answers so far, until
 * it needs no more. Card scripts stay straight-line code and the state plain.
 */
export interface Pending {
  readonly step:
    | { readonly kind: 'activate'; readonly player: Player; readonly card: CardId; readonly effect: number; readonly zone?: number }
    | { readonly kind: 'resolveChain' }
    | { readonly kind: 'triggers'; readonly triggers: readonly PendingTrigger[] }
    /** A Pendulum Summon declared: its monsters and their positions are being chosen (extraSummon.ts). */
    | { readonly kind: 'pendulumSummon'; readonly player: Player }
    /** A Special Summon by the card's own procedure that has a cost with choices (summonProcedure.ts): the cost is being paid. */
    | { readonly kind: 'procedureSummon'; readonly player: Player; readonly card: CardId; readonly position: 'attack' | 'defense'; readonly zone?: number }
    /** The monsters a battle destroys, waiting for the answers to "banish this card instead?" (battle.ts destroyByBattle). */
    | { readonly kind: 'battleDestruction'; readonly attack: PendingAttack; readonly destroyed: readonly CardId[] };
  readonly answers: readonly string[];
}

/** A Trigger or Flip effect set off and waiting to go on the Chain. */
export interface PendingTrigger {
  readonly card: CardId;
  readonly effect: number;
  readonly player: Player;
  readonly optional: boolean;
  /** The event that set it off. */
  readonly event?: DuelEvent;
}

/** One Chain Link: an activated card or effect waiting to resolve. */
/**
 * The Chain Link of a Pendulum Monster activated as a Spell Card in a Pendulum Zone (rulebook v9.1
 * "Pendulum Monster Cards"): a Spell Card's activation with no effect of its own to resolve.
 */
export const PENDULUM_SCALE = -1;

export interface ChainLink {
  readonly card: CardId;
  /** Index into the card's effects; `PENDULUM_SCALE` for a Pendulum Monster activated as a Spell Card in a Pendulum Zone. */
  readonly effect: number;
  readonly player: Player;
  readonly speed: 1 | 2 | 3;
  /** Targets with the zone they were in when chosen (a target that moved is no longer affected). */
  readonly targets: readonly { readonly card: CardId; readonly zone: string }[];
  readonly negated: boolean;
  /** Its effect is negated, not its activation (Ryu Senshi): it was activated, and resolves doing nothing. */
  readonly effectNegated?: true;
  /** The activation of a Spell/Trap Card itself (it leaves the field after resolving unless it stays). */
  readonly cardActivation: boolean;
  /** For a Trigger effect: the event that set it off. */
  readonly event?: DuelEvent;
  /** What was declared as it was activated (a Level: Gagaga Magician); public, read as it resolves. */
  readonly declared?: string;
  /**
   * The cards the activation declared it would affect, by the effect's category ('destroy': the cards it
   * would destroy), as worked out when it was activated (`Effect.affects`; absent when none): public.
   */
  readonly affects?: { readonly [category: string]: readonly CardId[] };
  /** The players the activation declared it would make discard from their hand (`Effect.discards`; absent when none): public. */
  readonly discards?: readonly Player[];
  /**
   * Where the card was as the effect was activated, before any cost moved it (ygopro's CHAININFO_TRIGGERING_LOCATION:
   * a Spell/Trap Card activated from the hand is already in its zone; a monster Tributed for its own cost was on the
   * field): public. Absent for a Token's effect as it leaves the field (it is nowhere).
   */
  readonly activatedIn?: ActivationZone;
}

/** A zone a card's effect may be activated in (`ChainLink.activatedIn`). */
export type ActivationZone = 'deck' | 'hand' | 'extra' | 'graveyard' | 'banished' | 'monster' | 'spellTrap' | 'field' | 'pendulum' | 'material';

/**
 * Who holds priority outside the open game state (rulebook "Turn Player's Priority"):
 * - 'phaseEnd': before the phase or step ends, each player in turn (the turn player first) may
 *   activate; passing moves on towards `to`.
 * - 'chain': a Chain is building; `passes` counts consecutive passes (two resolve it).
 * A window is only opened for a player who has something they can activate (or, in a duel that
 * `keepSecrets`, who holds a hidden card: secrets.ts).
 */
export type ResponseWindow =
  | { readonly kind: 'phaseEnd'; readonly player: Player; readonly to: Phase }
  | { readonly kind: 'chain'; readonly player: Player; readonly passes: number };

/**
 * Whether the card in this slot on the field applies its continuous effects now (ATK/DEF changes,
 * rules such as a Defense Position lock, a Field Spell's boosts): face-up, its effects not negated,
 * and its own activation no longer an unresolved Chain Link. A card's effect applies only once its
 * activation resolves: responses come "BEFORE that card has an effect on the game", and a negated
 * activation never applies (rulebook v9.1 "What is a Chain?"). Every reader of continuous effects asks this.
 */
export function continuousEffectsApply(duel: Pick<Duel, 'flow'>, slot: { readonly card: CardId; readonly faceUp: boolean; readonly effectsNegated?: true }): boolean {
  if (!slot.faceUp || slot.effectsNegated) return false;
  // Usually the Chain is empty: nothing to look for (asked for every source of every ATK/DEF and rule).
  const chain = duel.flow.chain;
  if (chain.length === 0) return true;
  for (let i = 0; i < chain.length; i++) if (chain[i]!.cardActivation && chain[i]!.card === slot.card) return false;
  return true;
}

/**
 * Something that happened this turn that cards ask about later, kept until the turn ends:
 * - summoned: `player` Summoned a monster (Normal, Tribute, Flip or Special);
 * - leftField: a monster `player` controlled (`key`) left the field;
 * - used: `player` used a once-per-turn effect (`key` names it);
 * - cameFaceUp: a monster (`key`) Normal Summoned or flipped face-up this turn (a Spirit monster returns then);
 * - attacked: a monster (`key`) that attacks each monster once attacked `target` (Asura Priest);
 * - specialSummoned: a monster (`key`) `player` Special Summoned this turn (Pot of Duality: "you cannot Special Summon the turn you activate it");
 * - drewNormally: the card (`key`) `player` drew for their normal draw in this turn's Draw Phase (Drop Off);
 * - destroyed: a card (`key`) `player` controlled on the field was destroyed (Twin-Headed Behemoth asks in the End Phase);
 * - destroyedByBattle: a monster (`key`) destroyed `target` by battle (Mystic Swordsman LV2's End Phase);
 * - destroyAfterDamageCalculation: a monster (`key`) to destroy once damage is calculated (Spirit Reaper targeted in the Damage Step);
 * - effectsNegatedByBattle: a monster (`key`) destroyed by battle whose effects are negated this turn (Blade Knight);
 * - sentToGraveyard: a card (`key`) went to its owner's (`player`) Graveyard this turn, however it went (board.ts `intoGraveyard`);
 * - acted: `player` did something in the phase `key` (a Summon, a Set, an activation, a position change, an attack):
 *   "at the start of Main Phase 1" is before anyone has (Cold Wave; ygopro's Duel.CheckPhaseActivity);
 * - endPhaseNow: "it becomes the End Phase" of this turn once the Chain is over (Neko Mane King; phases.ts);
 * - forcedBattle: a battle started by a card effect is under way (rule code `forcedBattle`, battle.ts `startForcedBattle`):
 *   `key` is the turn state it came from (turn.ts `turnStateKey`), where the turn goes back once its Damage Step is over;
 * - pendulumActivated: `player` activated the Pendulum Monster `key` in a Pendulum Zone this turn (pendulum.ts
 *   `activatePendulum`): "if this card was activated this turn" (Foucault's Cannon; library.ts `activatedAsPendulumThisTurn`).
 * (A delayed effect waiting for something later is a rule, `awaits`: ruleCodes.ts.)
 */
export interface TurnMark {
  readonly mark: 'summoned' | 'specialSummoned' | 'leftField' | 'used' | 'cameFaceUp' | 'attacked' | 'drewNormally' | 'destroyed' | 'destroyedByBattle' | 'destroyAfterDamageCalculation' | 'effectsNegatedByBattle' | 'sentToGraveyard' | 'acted' | 'endPhaseNow' | 'forcedBattle' | 'pendulumActivated';
  readonly player: Player;
  readonly turn: number;
  readonly key: string;
  /** leftField: the card (instance id) whose effect had Special Summoned it (`MonsterSlot.summonedBy`), as it left. */
  readonly summonedBy?: string;
  /** leftField: how it had been Special Summoned (`MonsterSlot.summonedAs`), as it left. */
  readonly summonedAs?: SummonMethod;
  /** attacked: the monster `key` attacked (for a monster that may attack each monster once: Asura Priest); destroyedByBattle: the monster it destroyed. */
  readonly target?: CardId;
}

/** A card a Chain Link targets: where it stood and who controls it (its owner once off the field). */
export interface ActivationTarget {
  readonly card: CardId;
  readonly zone: string;
  readonly player: Player;
  /** Both players saw the card when it was targeted (face-up): it is named even after it is hidden again. */
  readonly seen?: true;
}

/** The pile a monster was Special Summoned from by an effect (its owner's). */
export type SummonedFrom = 'hand' | 'deck' | 'extra' | 'graveyard' | 'banished';

/** What the last action did, in order: the log and the view's animations read it. */
export type DuelEvent =
  | { readonly type: 'turnStarted'; readonly turn: number; readonly player: Player }
  | { readonly type: 'phaseEntered'; readonly phase: Phase; readonly step: string | null; readonly player: Player }
  /** `normal`: the normal draw of the Draw Phase (drawn by the game's rule, not by a card's effect). */
  | { readonly type: 'drew'; readonly player: Player; readonly card: CardId; readonly normal?: true }
  | { readonly type: 'summoned'; readonly player: Player; readonly card: CardId; readonly how: 'normal' | 'tribute' | 'flip'; /** A Tribute Summon's Tributes (public: they went to the Graveyard as it was Summoned). */ readonly tributes?: readonly CardId[] }
  | { readonly type: 'set'; readonly player: Player; readonly card: CardId }
  /**
   * Cards going to the Graveyard (Tributed, destroyed by battle or otherwise, sent): `controller` is
   * who controlled the card on the field, absent when it did not leave the field ("sent from the field
   * to the Graveyard" asks it: a card Tributed from the hand for a Ritual Summon was never there).
   */
  /** `byCard` (here, on `destroyed` and on `sentToGraveyard`): the card whose effect did it, as it applied (not a cost, not a rule). */
  | { readonly type: 'tributed'; readonly card: CardId; readonly controller?: Player; readonly byCard?: CardId }
  | { readonly type: 'positionChanged'; readonly card: CardId; readonly position: BattlePosition }
  | { readonly type: 'attackDeclared'; readonly attacker: CardId; readonly target: CardId | 'direct' }
  | { readonly type: 'flippedFaceUp'; readonly card: CardId }
  | { readonly type: 'destroyedByBattle'; readonly card: CardId; readonly controller?: Player; readonly counters?: number }
  | { readonly type: 'battleDamage'; readonly player: Player; readonly amount: number }
  /** `by`: the player whose card effect (or cost) discarded it (absent for the hand-size discard of the End Phase). */
  | { readonly type: 'discarded'; readonly player: Player; readonly card: CardId; readonly by?: Player }
  | { readonly type: 'duelEnded'; readonly winner: Player | 'draw'; readonly reason: string }
  | { readonly type: 'spellTrapSet'; readonly player: Player; readonly card: CardId }
  /** A Spell or Trap Card placed face-up in a Spell & Trap Zone by an effect, not activated (Destiny Board's Spirit Messages). */
  | { readonly type: 'placedFaceUp'; readonly player: Player; readonly card: CardId }
  | {
      readonly type: 'activated'; readonly player: Player; readonly card: CardId; readonly link: number; readonly label: string;
      /** The cards it targets, as they stood when it was activated (targets are public); left out when none. */
      readonly targets?: readonly ActivationTarget[];
    }
  | { readonly type: 'negated'; readonly card: CardId }
  /** The effect of a Chain Link was negated, not its activation. */
  | { readonly type: 'effectNegated'; readonly card: CardId }
  /**
   * `cardActivation`: the link was a Spell or Trap Card's activation; `negated`: it was negated (it did nothing);
   * `player`: who activated it ("the controller of that Spell Card": Curse of Darkness).
   */
  | { readonly type: 'resolved'; readonly card: CardId; readonly link: number; readonly player?: Player; readonly cardActivation?: true; readonly negated?: true }
  /**
   * `by`: the player whose effect destroyed it (absent for other destructions); `setInSpellTrapZone`: it was a
   * Set card in a Spell & Trap Zone (face-down) as it was destroyed by a card effect (Artifact Lancea); `names`: the
   * names it had on the field where they were not its own (Toon Kingdom, "Toon World" in the Field Zone); `counters`: the
   * counters it held as it was destroyed by a card effect (Magical Citadel of Endymion takes them; other destructions by the rules do not say);
   * `materials`: the Xyz Materials a monster destroyed by a card effect had as it left (sent to the Graveyard with it: "destroyed while it
   * has "Galaxy-Eyes Photon Dragon" as an Xyz Material", Number 62).
   */
  | { readonly type: 'destroyed'; readonly card: CardId; readonly by?: Player; readonly controller?: Player; readonly byCard?: CardId; readonly setInSpellTrapZone?: true; readonly names?: readonly string[]; readonly counters?: number; readonly materials?: readonly CardId[] }
  /** A card an effect would have destroyed stayed on the field ("is not destroyed", Timegazer Magician). */
  | { readonly type: 'notDestroyed'; readonly card: CardId }
  /**
   * `by`: the player whose card effect sent it (absent for other sendings); `controller`: who controlled it
   * on the field; `from`: 'hand' or 'deck' when it was sent from there ("sent from your hand or Deck to your
   * Graveyard by an opponent's card effect": Fear from the Dark).
   */
  | { readonly type: 'sentToGraveyard'; readonly card: CardId; readonly controller?: Player; readonly by?: Player; readonly from?: 'hand' | 'deck'; readonly byCard?: CardId }
  /** `by`: the player whose effect returned it; `controller`: who controlled it on the field (absent if it was not there). */
  | { readonly type: 'returnedToHand'; readonly card: CardId; readonly by?: Player; readonly controller?: Player }
  /** `by`: the player whose effect returned it to its owner's Deck (or Extra Deck); `controller`: who controlled it on the field (absent if it was not there). */
  | { readonly type: 'returnedToDeck'; readonly card: CardId; readonly by: Player; readonly controller?: Player }
  /**
   * `faceDown`: banished face-down (only its owner sees which card it is); `by`: the player whose card effect banished it
   * (absent for costs and rules); `controller`: who controlled it on the field (absent if it was not there).
   */
  | { readonly type: 'banished'; readonly card: CardId; readonly faceDown?: true; readonly by?: Player; readonly controller?: Player }
  /**
   * A card with an effect that goes off as it leaves the field left the Monster Zone `player` controlled (board.ts
   * `noteLeftField`; `faceUp`: it was face-up then: Mokey Mokey King), or its Spell & Trap or Field Zone (board.ts
   * `noteSpellTrapLeftField`; `faceUp`: its effects applied then: Eternal Soul, Destiny Board), for anywhere. `by`: the
   * player whose card effect moved it, copied from the event of that move (board.ts `emit`: destroyed, sentToGraveyard,
   * returnedToHand, returnedToDeck, banished) when it has one ("because of an opponent's card effect": Imperion Magnum).
   */
  | { readonly type: 'leftField'; readonly card: CardId; readonly player: Player; readonly faceUp: boolean; readonly by?: Player }
  /** A card banished "until the End Phase" came back to its owner's field (not a Summon). */
  | { readonly type: 'returnedToField'; readonly player: Player; readonly card: CardId }
  /** `method`: a Fusion, Ritual, Synchro, Xyz or Pendulum Summon ("When this card is Synchro Summoned"); absent for others. */
  /** `from`: the pile it was Special Summoned from by a card effect ("Special Summoned from your Graveyard": Card of Safe Return); absent otherwise. */
  | { readonly type: 'specialSummoned'; readonly player: Player; readonly card: CardId; readonly method?: SummonMethod; readonly from?: SummonedFrom }
  | { readonly type: 'effectDamage'; readonly player: Player; readonly amount: number }
  | { readonly type: 'gainedLp'; readonly player: Player; readonly amount: number }
  /** A player's LP became a value set by an effect, not gained, paid or taken as damage (Reversal Quiz exchanges LP). */
  | { readonly type: 'lpBecame'; readonly player: Player; readonly lp: number }
  | { readonly type: 'paidLp'; readonly player: Player; readonly amount: number }
  | { readonly type: 'flippedFaceDown'; readonly card: CardId; /** It was face-up in Attack Position (a change of battle position: Attack the Moon!). */ readonly fromAttack?: true }
  | { readonly type: 'attackNegated'; readonly card: CardId }
  /** From the Deck to the hand: shown to both players. */
  /** `fromHand`: taken from the other player's hand (Exchange), not from a Deck. */
  /** `hidden`: from among the face-down banished cards (Different Dimension Capsule): not shown to the opponent. */
  /** `fromDeck`: drawn or added from a Deck (Droll & Lock Bird's "added from the Deck"). */
  /** `fromGraveyard`: taken from a Graveyard into a hand other than its owner's (Graverobber). */
  | { readonly type: 'addedToHand'; readonly player: Player; readonly card: CardId; readonly fromHand?: true; readonly hidden?: true; readonly fromGraveyard?: true; readonly fromDeck?: true }
  | { readonly type: 'replay'; readonly card: CardId }
  /** Cards shown to one player only: only that player's view names them. */
  | { readonly type: 'revealed'; readonly cards: readonly CardId[]; readonly to: Player }
  | { readonly type: 'controlChanged'; readonly card: CardId; readonly player: Player }
  /** The Damage Step of an attack is over (its "at the end of the Damage Step" effects go off). */
  | { readonly type: 'battleEnded'; readonly attacker: CardId; readonly target: CardId | 'direct' }
  /** The start of the Damage Step (rulebook v9.1 "Damage Step"): a face-down target is not yet flipped face-up. */
  | { readonly type: 'damageStepStarted'; readonly attacker: CardId; readonly target: CardId | 'direct' }
  /** Before damage calculation: the target, if it was face-down, has just been flipped face-up (Reflect Bounder's "before damage calculation"). */
  | { readonly type: 'beforeDamageCalculation'; readonly attacker: CardId; readonly target: CardId | 'direct' }
  /** Damage has been calculated; the monsters the battle destroys are still on the field ("after damage calculation"). */
  /** `targetFaceDownAtStart`: the target was face-down at the start of the Damage Step ("if this card was attacked, and was face-down at the start of the Damage Step": Marshmallon). */
  | { readonly type: 'damageCalculated'; readonly attacker: CardId; readonly target: CardId | 'direct'; readonly targetFaceDownAtStart?: true }
  | { readonly type: 'summonNegated'; readonly card: CardId }
  | { readonly type: 'coinTossed'; readonly player: Player; readonly result: 'heads' | 'tails' }
  | { readonly type: 'dieRolled'; readonly player: Player; readonly result: number }
  | { readonly type: 'countersChanged'; readonly card: CardId; readonly counters: number }
  /** A monster card became an Equip Card equipped to `to` (a Union monster's own effect). */
  | { readonly type: 'equipped'; readonly card: CardId; readonly to: CardId }
  /** A monster's Level became `level` until the End Phase (Gagaga Magician). */
  | { readonly type: 'levelChanged'; readonly card: CardId; readonly level: number }
  | { readonly type: 'attributeChanged'; readonly card: CardId; readonly attribute: Attribute }
  /** A Pendulum Monster activated from the hand in a Pendulum Zone (0 left, 1 right). */
  | { readonly type: 'pendulumActivated'; readonly player: Player; readonly card: CardId; readonly zone: 0 | 1 }
  /** Xyz Materials detached (sent to the Graveyard) from an Xyz Monster. */
  | { readonly type: 'detached'; readonly card: CardId; readonly from: CardId }
  /**
   * `card` left the field while linked or equipped to `monster` (`player` controlled it): what "when this
   * card leaves the field, destroy that monster" asks (Call of the Haunted, Premature Burial: stateCheck.ts).
   */
  | { readonly type: 'linkEnded'; readonly card: CardId; readonly monster: CardId; readonly player: Player };

/**
 * What a duel keeps so its views can name the cards hidden from their viewer (veil.ts): the secret
 * the names are keyed with, and how many times each card became hidden anew.
 */
export interface Veil {
  /** The secret the aliases are keyed with (the generator's state when the duel began). */
  readonly salt: RngState;
  /**
   * How many times each card has become hidden anew, by owner and by the serial of its id (`<owner>:<serial>`,
   * setup.ts): `epochs[owner][serial]`, 0 or absent for a card that never has. Arrays, not a record by id:
   * a veil is copied whenever a card is hidden anew (most draws), and copying a record of 80 ids cost
   * a vanilla duel a quarter of its time (version 6 kept a record: migrate.ts).
   */
  readonly epochs: readonly [readonly number[], readonly number[]];
}

/** Where a card's hidden epoch is kept: its owner and serial, read from its id (`<owner>:<serial>`, setup.ts); null for any other id. */
export function epochAt(id: CardId): readonly [Player, number] | null {
  const colon = id.indexOf(':');
  const owner = id.slice(0, colon);
  const serial = Number(id.slice(colon + 1));
  if ((owner !== '0' && owner !== '1') || !Number.isInteger(serial) || serial < 0) return null;
  return [owner === '0' ? 0 : 1, serial];
}

/** Why a duel ended, as data: `player` is the one it happened to (the loser, or the Exodia winner). */
export type DuelEndCause =
  | { readonly kind: 'lpZero'; readonly player: Player }
  | { readonly kind: 'bothLpZero' }
  | { readonly kind: 'deckOut'; readonly player: Player }
  | { readonly kind: 'forbiddenOne'; readonly player: Player }
  | { readonly kind: 'bothWinningHands' }
  | { readonly kind: 'surrender'; readonly player: Player }
  /** A card's effect ended the Duel ("you win the Duel": Destiny Board); `card` is its name. */
  | { readonly kind: 'cardEffect'; readonly winner: Player | 'draw'; readonly card: string };

/**
 * Where the turn stands and what the duel waits for, in one record: who must act now (`window`,
 * `prompt`), the Chain being built, the events waiting to be checked for Trigger effects, and what
 * resumes after them (`next`), beside the turn statechart's state. Everything else in a duel is the
 * game's objects (cards, zones, LP, rules); a step of the engine reads and writes this record to know
 * what comes next. Nothing temporary is kept in it at rest: the continuations run as soon as their
 * operation is done never stay, and `next` holds only the waiting ones (flow.ts, `WAITING`).
 */
export interface DuelFlow {
  /** The turn statechart's state value (plain data; see turn.ts): the phase and step. */
  readonly turnState: TurnStateValue;
  /** Who holds priority outside the open game state, if anyone (what follows is on `next`). */
  readonly window: ResponseWindow | null;
  /**
   * The decision the duel waits for, if any: a card's step that asked it waits on `next` as a `choice`;
   * the End Phase's hand-size discard is answered by apply.ts.
   */
  readonly prompt: Prompt | null;
  /** The Chain being built, Chain Link 1 first. */
  readonly chain: readonly ChainLink[];
  /** Events not yet checked for Trigger and Flip effects (checked once nothing else is going on). */
  readonly triggerQueue: readonly DuelEvent[];
  /**
   * What happens next (flow.ts): the continuation stack, last pushed first. At rest it holds at most
   * the waiting continuations; without any the field is absent.
   */
  readonly next?: readonly Continuation[];
}

/** The duel formats this engine reads; new duels are written in the last. */
export const DUEL_VERSIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type DuelVersion = (typeof DUEL_VERSIONS)[number];
export const DUEL_VERSION: DuelVersion = 8;

export interface Duel {
  readonly format: 'duelmat/duel';
  /**
   * The duel's data format: 2 added the optional `MonsterSlot.effectsNegated` (a version 1 duel is a
   * valid version 2 duel); 3 replaced `resumeTo`, `summoning` and `attack` with the waiting continuations on `next`;
   * 4 added the optional `faceUpExtra` and `properlySummoned` (a version 3 duel is a valid version 4 duel without them);
   * 5 replaced `responseTo`, `pending` and `replayAttacker` with the waiting continuations `respondTo`, `choice` and `replay`;
   * 6 replaced `restrictions` (rule changes for the turn) with `rules`, each carrying its duration;
   * 7 kept the veil's epochs by owner and serial; 8 moved `turnState`, `window`, `prompt`, `chain`,
   * `triggerQueue` and `next` into one record, `flow`.
   * Versions 1 to 7 are migrated as they come in (migrate.ts); a later version is refused.
   */
  readonly version: DuelVersion;
  /**
   * The format the duel plays by (formatRules.ts): its rule switches. Absent in a duel from before
   * formats, which plays by 'advanced' (`formatOf`); new duels always carry it.
   */
  readonly formatId?: FormatId;
  /** The seeded generator: every shuffle, coin and die goes through it. */
  readonly rng: RngState;
  readonly startLp: number;
  readonly cards: Readonly<Record<CardId, CardInstance>>;
  readonly players: Readonly<ByPlayer<PlayerState>>;
  readonly turn: number;
  readonly turnPlayer: Player;
  readonly firstPlayer: Player;
  /** Where the turn stands and what the duel waits for: one record (`DuelFlow`). */
  readonly flow: DuelFlow;
  /** The rules resolved effects and costs applied to the duel, each with its duration (ruleCodes.ts `DuelRule`). */
  readonly rules: readonly DuelRule[];
  readonly marks: readonly TurnMark[];
  /** ATK/DEF changes lasting until the end of `turn`, for the monster while it stays on the field. */
  /** `battle`: only until the current damage calculation ends ("during that damage calculation only"). */
  readonly lingering: readonly { readonly card: CardId; readonly atk: number; readonly def: number; readonly turn: number; readonly placedTurn: number; readonly battle?: true; /** Ends as the Battle Phase ends ("until the end of the Battle Phase": phases.ts `endBattlePhaseChanges`). */ readonly untilBattlePhaseEnds?: true; /** The last turn it applies in, when past `turn` ("until the end of your opponent's turn"). */ readonly through?: number }[];
  readonly winner: Player | 'draw' | null;
  /** The cause in words for an all-seeing reader ("Player 2's LP reached 0"); views word it per viewer. */
  readonly winReason: string | null;
  readonly endCause: DuelEndCause | null;
  readonly events: readonly DuelEvent[];
  /**
   * The Pendulum Monsters lying face-up in an Extra Deck (rulebook v9.1 "Pendulum Monster Cards": sent
   * from the field to the Graveyard, they go face-up to the Extra Deck instead); both players see them.
   * Absent when there are none.
   */
  readonly faceUpExtra?: readonly CardId[];
  /**
   * The banished cards lying face-down ("banish … face-down": Different Dimension Capsule, Lightforce Sword, Pot of
   * Desires): only their owner may see them (visibility.ts `canSee`; the views veil them for the opponent, veil.ts).
   * A card leaving the banished pile is no longer face-down there (board.ts `takeCard`). Absent when there are none.
   */
  readonly faceDownBanished?: readonly CardId[];
  /**
   * The players whose Deck lies upside-down (rule code `decksUpsideDown`, Convulsion of Nature): the list was reversed
   * as it turned over (its bottom card on top), and its top card is face-up, seen by both players (visibility.ts
   * `canSee`); stateCheck.ts `turnDecksOver` turns a Deck over whenever this and the rule disagree. Absent when none.
   */
  readonly decksUpsideDown?: readonly Player[];
  /**
   * Monsters that must be properly Summoned first (Fusion, Synchro, Xyz, Ritual and other Special
   * Summon Monsters) and were, since they last were in a hand, Deck or Extra Deck (rulebook v9.1
   * "Special Summon with a Card's Effect"): only these may be Special Summoned by a card effect.
   */
  readonly properlySummoned?: readonly CardId[];
  /**
   * Hotseat (secrets.ts): a player holding a hidden card (in hand, a Set Spell/Trap) gets every
   * response window, even with nothing to activate, so that whether one opens reveals nothing.
   * Absent: windows open only for a player who can activate something.
   */
  readonly keepSecrets?: true;
  /**
   * The secret the views' names for hidden cards are keyed with, and how often each card became
   * hidden anew (veil.ts). Written by every action; absent before a duel's first (its generator's
   * state is the key then). Never shown: the public state drops it.
   */
  readonly veil?: Veil;
}

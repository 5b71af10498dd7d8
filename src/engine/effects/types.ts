import type { Attribute, Frame, Phase, Player } from '../constants';
import type { FormatId } from '../formatRules';
import type { CardRuleCode, LastsFor, RecordedAbout, RecordedRuleCode, RuleCode } from '../ruleCodes';
import type { CardId, ChainLink, Duel, DuelEvent, PendingSummon } from '../state';

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
  /**
   * A condition printed on the card ("cannot be Special Summoned from the GY", "you can only control
   * 1"): not an effect, never activated nor negated; it holds wherever the card is (its `rules` last 'printed').
   */
  'condition',
] as const;
export type EffectKind = (typeof EFFECT_KINDS)[number];

export type SpellSpeed = 1 | 2 | 3;

// ---- Rule codes (ruleCodes.ts has the table and the durations) ----

/** What each code is asked about: the arguments of its question ("may card effects target this card?"). */
export interface RuleAbout extends RecordedAbout {
  /** `by`'s card effects (the player activating them) cannot target `card` (Lord of D.: anyone's; King Dragun: the opponent's). */
  protects: [card: CardId, by: Player];
  /** `monster` stays in face-up Defense Position and cannot change position (Dragon Capture Jar). */
  locksInDefense: [monster: CardId];
  /** `monster` is the one its controller's opponent must attack, if able (Ring of Magnetism). */
  mustBeAttacked: [monster: CardId];
  /** The opponent's monsters cannot select `monster` as an attack target (Magician's Valkyria). */
  cannotBeAttackTarget: [monster: CardId];
  /** The battle damage `battle.damaged` takes from this battle is doubled (Odd-Eyes Pendulum Dragon). */
  doublesBattleDamage: [battle: Battle];
  /** `player` cannot activate this card or effect now (Stargazer Magician). */
  barsActivation: [player: Player, card: CardId, effect: Effect];
  /** `card` would be destroyed by an effect `by` controls: it is not (Timegazer Magician; once per turn). */
  preventsDestruction: [card: CardId, by: Player];
  /** `card` would be destroyed by battle: it is not (Gogogo Golem; once per turn). */
  preventsBattleDestruction: [card: CardId];
  /**
   * `monster` would be destroyed by battle (`by` 'battle') or by a card effect ('effect'): this Equip Card is
   * destroyed instead (a Union monster: MFC-era texts by battle only, later ones by battle or card effect).
   */
  substitutesForEquipped: [monster: CardId, by: 'battle' | 'effect'];
  /** `player` cannot declare attacks (Threatening Roar; Swords of Revealing Light). */
  noAttackDeclarations: [player: Player];
  /** `monster` (of name `passcode`) cannot attack (Spellbinding Circle; Burst Stream of Destruction: every monster of a name). */
  cannotAttack: [monster: CardId, passcode?: string];
  /** `monster`, controlled by `controller` and of Type `type`, cannot attack: a recorded rule about every monster of a Type its player controls but one (Magicians Unite). */
  typeCannotAttack: [monster: CardId, controller: Player, type?: string];
  /**
   * The effects of `card` on the field are negated (Jinzo: every Trap Card's; Royal Decree: every other
   * Trap Card's). Asked of cards on the field (and of one as it leaves it); its own sources are not asked it.
   */
  negatesEffects: [card: CardId];
  /** The controller of the rule's card controls `monster` (Snatch Steal, while it equips the monster). */
  takesControl: [monster: CardId];
  /** `monster`'s battle position cannot be changed by its controller, Flip Summons included (Spellbinding Circle). */
  cannotChangePosition: [monster: CardId];
  /** This card cannot attack directly (Number 17: Leviathan Dragon with no Xyz Materials). */
  cannotAttackDirectly: [card: CardId];
  /** This card cannot be Tributed for a Tribute Summon (Scapegoat's Sheep Tokens). */
  notTributeForTributeSummon: [card: CardId];
  /** This card cannot be Special Summoned from the Graveyard (XYZ-Dragon Cannon). */
  cannotBeSpecialSummonedFromGraveyard: [card: CardId];
  /** Its controller can only control 1 face-up card of this name (Gagaga Magician). */
  onlyOneFaceUp: [card: CardId];
  /** This card cannot be used as Synchro Material (Gagaga Magician). */
  notSynchroMaterial: [card: CardId];
  /** This card cannot be used as an Xyz Material for an Xyz Summon (Number 95: Galaxy-Eyes Dark Matter Dragon). */
  notXyzMaterial: [card: CardId];
  /** Face-down in Defense Position, this card turns face-up and negates a Spell that targets only it (Big Shield Gardna). */
  negatesSpellTargetingIt: [card: CardId];
  /** Face-up, this card negates the effect of a Spell Card that targets it and destroys that Spell (Ryu Senshi). */
  negatesSpellEffectTargetingIt: [card: CardId];
  /**
   * "Cannot be Normal Summoned/Set. Must first be Special Summoned (from your hand) by …" (Chaos Sorcerer):
   * never Normal Summoned or Set, and a card effect may Special Summon it only once its own procedure has.
   */
  onlyByProcedure: [card: CardId];
  cannotBeNormalSummoned: [card: CardId];
  /** "If you Normal Summon this card, you must place it in face-down Defense Position" (Mystic Swordsman LV6): its Normal Summon can only be a Set. */
  normalSummonOnlySet: [card: CardId];
  /** This card's original ATK is the rule's value, not the printed one ("This card's ATK … become the same as the equipped monster's": Thousand-Eyes Restrict). */
  originalAtk: [card: CardId];
  /** This card's original DEF is the rule's value. */
  originalDef: [card: CardId];
  /** If this card would be destroyed by battle, the monster equipped to it is destroyed instead (Thousand-Eyes Restrict). */
  equipDestroyedInstead: [card: CardId];
  /** This card cannot be destroyed by battle with `other` (Kaiser Glider: with a monster that has the same ATK). */
  indestructibleByBattleWith: [card: CardId, other: CardId];
  /** This card cannot be Special Summoned (a Spirit monster: Tsukuyomi). */
  cannotBeSpecialSummoned: [card: CardId];
  /** This card can be Normal Summoned without Tributing (Big Piece Golem, while its condition holds). */
  summonWithoutTribute: [card: CardId];
  /** `card` may also be Tribute Summoned (never Set) with the number of Tributes the rule answers (Beast King Barbaros: 3). */
  tributeSummonAlsoWith: [card: CardId];
  normalSummonWithoutTribute: [card: CardId];
  /** This card can be treated as 2 Tributes for the Tribute Summon of `summoned` (Kaiser Sea Horse: of a LIGHT monster). */
  doubleTribute: [card: CardId, summoned: CardId];
  /** This card's Pendulum Scale is not the printed one (Stargazer Magician: "becomes 4"); the rule's value. */
  pendulumScale: [card: CardId];
  /** This face-up monster's Level is the rule's value, not the printed one (Performapal Drummerilla: 4, Normal Summoned without Tributing). */
  levelBecomes: [card: CardId];
  /** This face-up monster on the field is also treated as `attribute` (Elemental Mistress Doriado). */
  alsoAttribute: [card: CardId, attribute: Attribute];
  /** This face-up card can hold Spell Counters, up to the rule's value (ygopro's counter permit and limit: Skilled Dark Magician's 3). */
  holdsSpellCounters: [card: CardId];
  /** This card is destroyed when the monster it is linked to is destroyed (Spellbinding Circle). */
  destroyedWithLinked: [card: CardId];
  /** This card is destroyed when the monster it is linked to leaves the field, however it goes (Shadow Spell). */
  destroyedWhenLinkedLeaves: [card: CardId];
  /**
   * As this card leaves the field (`destroyed`: it was destroyed), the monster it was linked or equipped
   * to is destroyed (Call of the Haunted: whenever it leaves; Premature Burial: when it is destroyed).
   */
  destroysLinkedMonster: [card: CardId, destroyed: boolean];
  /** `player` takes no battle damage (from battles involving the rule's card, if it names one: Kuriboh). */
  noBattleDamage: [player: Player, battle: readonly CardId[]];
  /** Any battle damage `player` takes is halved (Performapal Momoncarpet, in its Pendulum Zone: its controller). */
  halvesBattleDamageTaken: [player: Player];
  /** `player`'s monsters cannot be destroyed by battle (Waboku). */
  indestructibleByBattle: [player: Player, monster: CardId];
  /** `player` cannot Summon; Setting is allowed (Scapegoat; The Last Warrior from Another Planet, while face-up). */
  noSummons: [player: Player];
  /** `player` cannot Special Summon (Jowgen the Spiritualist, while face-up). */
  noSpecialSummons: [player: Player];
  /** `card` cannot be Tributed, for a Summon or a cost (Mind Control's monster; Mask of Restrict: every monster). */
  cannotBeTributed: [card: CardId];
  /** `player` may conduct 2 Normal Summons/Sets this turn, not just 1 (Double Summon; more such rules do not add more). */
  additionalNormalSummon: [player: Player];
  /** `player` has used the second Normal Summon/Set an `additionalNormalSummon` rule allowed this turn. */
  additionalNormalSummonUsed: [player: Player];
  /** `player` cannot conduct a Battle Phase (Soul Exchange). */
  noBattlePhase: [player: Player];
  /** ATK/DEF increases and decreases are reversed, for both players (Reverse Trap). */
  reverseStatChanges: [];
  /** `player` may Tribute `card`, an opponent's monster, for a Tribute Summon (Soul Exchange). */
  mayTribute: [player: Player, card: CardId];
  /** `monster` may declare one more attack this turn, now (Black Luster Soldier - Envoy of the Beginning's "second attack in a row"). */
  extraAttack: [monster: CardId];
  /** `player` cannot activate cards or effects with this passcode's name (Sangan); keyed 'cardActivation', only Spell and Trap Cards of that name (Cursed Seal of the Forbidden Spell). */
  noActivationsOfName: [player: Player, passcode: string, cardActivation?: boolean];
  /** `player` skips their Draw Phase (Reckless Greed). */
  skipDrawPhase: [player: Player];
  /** This Spell stays on the field after resolving, and is destroyed in the End Phase its duration runs out (Swords of Revealing Light). */
  remainsOnField: [card: CardId];
  /** `player` has used the effect `key` (`<card or passcode>#<effect>`): "once per Duel". */
  effectUsed: [player: Player, key: string];
  /** A delayed effect of `card` waits for its event (Last Will: this turn; Sinister Serpent: "during your opponent's next End Phase"). */
  awaits: [card: CardId];
  /** `card`, banished "until the End Phase", returns to its owner's field as this turn's End Phase begins (Interdimensional Matter Transporter); `key` is its position. */
  returnsInEndPhase: [card: CardId];
  /** `card` on the field is destroyed as this turn's End Phase begins (Rescue Cat's monsters). */
  destroyedInEndPhase: [card: CardId];
  /** `card` on the field is destroyed as the Standby Phase of the rule's last turn begins, with no Chain (Swords of Concealing Light: "during your 2nd Standby Phase after activation"). */
  destroyedInStandbyPhase: [card: CardId];
  /** `card` on the field is banished as this turn's End Phase begins (Return from the Different Dimension's monsters). */
  banishedInEndPhase: [card: CardId];
  /**
   * `card`, banished face-down, goes to its owner's hand as the Standby Phase of the rule's last turn begins, with
   * no Chain (Lightforce Sword: "during your opponent's 4th Standby Phase"); keyed `withSource`, only while the
   * rule's source is still on the field, which is destroyed then (Different Dimension Capsule).
   */
  returnsToHandInStandbyPhase: [card: CardId];
  /** `card`, Set while a lock was face-up, cannot be activated until its controller's next turn (Anti-Spell Fragrance); read by that lock's barsActivation rule. */
  cannotActivateYet: [card: CardId];
  /** `attacker`, attacking a Defense Position monster, inflicts piercing battle damage (Airknight Parshath; Big Bang Shot on the equipped monster). */
  piercing: [attacker: CardId];
  /** As this card leaves the field, the monster it was equipped or linked to is banished (Big Bang Shot). */
  banishesLinkedMonster: [card: CardId, destroyed: boolean];
  /** Having attacked, this card is changed to Defense Position at the end of the Damage Step (Spear Dragon). */
  defenseAfterAttacking: [card: CardId];
  /** This card can attack directly while the opponent controls monsters (Reaper on the Nightmare). */
  attacksDirectly: [card: CardId];
  /** After a Chain Link (of the card `by`) that targeted this face-up card resolves, this card is destroyed (Spirit Reaper). */
  destroyedAfterTargeted: [card: CardId, by: CardId];
  /** Control of this face-up card cannot switch (Mataza the Zapper). */
  controlCannotSwitch: [card: CardId];
  /** The LP this card's controller must pay to declare an attack with it (Toon Summoned Skull: 500). */
  attackCost: [card: CardId];
  /** While the opponent controls a monster this answers yes for, `attacker` may select only such a monster as its attack target (a Toon's "must select a face-up Toon Monster"). */
  attackTargetsOnly: [attacker: CardId, target: CardId];
  /** This card must attack if able (Berserk Gorilla): its controller cannot end the Battle Phase while it can. */
  mustAttack: [card: CardId];
  /** This card is destroyed while it is in face-up Defense Position (Berserk Gorilla). */
  destroyedInFaceUpDefense: [card: CardId];
  /** If this face-up card would leave the field, it is banished instead (Dark Magician of Chaos). */
  banishedAsItLeaves: [card: CardId];
  /** `other`, destroyed by battle with this card, is banished instead of going to the Graveyard (Dark Magician of Chaos, D.D. Crazy Beast). */
  banishesBattleDestroyed: [card: CardId, other: CardId];
  /** `player` takes no damage from the card effects of `by` (Des Wombat: from any; Hallowed Life Barrier, recorded with key 'fromOpponent': from the opponent's). */
  noEffectDamage: [player: Player, by: Player];
  /** The damage the Chain Link `link` (`<card>#<effect index>`) would inflict to `player` is inflicted to their opponent instead (Barrel Behind the Door). */
  reflectsEffectDamage: [player: Player, link: string];
  /** The damage the Chain Link `link` (`<card>#<effect index>`) would inflict to `player` becomes 0 (Trap of Board Eraser). */
  noDamageFromLink: [player: Player, link: string];
  /** A Chain Link of `card`'s effect resolves doing nothing, wherever `card` is then (Fiend Skull Dragon: a Flip monster's, on the field or not). */
  negatesResolvingEffects: [card: CardId];
  /** Face-up on the field, this card negates the effect of a Trap that targets it and destroys that Trap, as it is activated (Fiend Skull Dragon). */
  negatesTrapEffectTargetingIt: [card: CardId];
  /** Face-up on the field, this card negates the effect of a monster that targets it and no other card, as it is activated (Chaos Command Magician). */
  negatesMonsterEffectTargetingOnlyIt: [card: CardId];
  /** `player` cannot banish `card`, a card in a Graveyard (Kycoo the Ghost Destroyer: its controller's opponent, either Graveyard). */
  cannotBanishFromGraveyard: [player: Player, card: CardId];
  /** An effect that would make `player` gain LP inflicts that much damage to them instead (Bad Reaction to Simochi: its controller's opponent). */
  lpGainBecomesDamage: [player: Player];
  /** `player` must pay the rule's LP to `play` `card` (Chain Energy: 500 for each card played from the hand); the costs of every such rule add up. */
  lpCostToPlay: [player: Player, card: CardId, play: Play];
  /** `player` cannot `play` `card` at all: Normal Summon, Set, Special Summon (by any means, from anywhere) or activate it as a card (Prohibition: the declared name). */
  cannotBePlayed: [player: Player, card: CardId, play: Play];
  /** Card effects cannot move `card`, in a Graveyard, out of it: an effect resolving that targets it is negated, and one that would move it leaves it (Necrovalley); `by` is the card whose effect would. */
  locksGraveyard: [card: CardId, by: CardId];
  /** The effect of `card` resolving is negated if it targets a card now in a Graveyard or was activated in the Graveyard (The End of Anubis; chain.ts asks which). */
  negatesGraveyardEffects: [card: CardId];
  /** The battle damage this card inflicts to its controller's opponent is halved (Susa Soldier). */
  halvesBattleDamage: [card: CardId];
  /** As an opponent's card effect that targets this face-up monster resolves, its controller rolls a die: on a result the rule answers yes for, that effect is negated and the opponent's card destroyed (Infernalqueen Archfiend: 2 or 5); asked first with no result (does it roll at all). */
  negatesTargetingOnRoll: [card: CardId, roll?: number];
  /** This card cannot be Normal Summoned (Tribute Summons included) nor Flip Summoned while the rule's answer holds; it may still be Set (Terrorking Archfiend: "unless you have an Archfiend Monster Card on your side of the field"). */
  cannotBeNormalOrFlipSummoned: [card: CardId];
  /** This face-up card on the field is destroyed while its rule's answer holds (Falling Down: "if there is no Archfiend card on your side of the field"). */
  destroysItself: [card: CardId];
  /** `card`, which would be sent to a Graveyard, is banished instead (Banisher of the Light: any card). */
  banishesGraveyardBound: [card: CardId];
  /** This card cannot be destroyed by the effect of the card `by.card` (`by.targeted`: that effect targets it): Different Dimension Dragon, by a Spell or Trap Card's that does not target it. */
  indestructibleByEffectOf: [card: CardId, by: DestroyingEffect];
  /** If this card would be destroyed by battle while it holds a counter, 1 counter is removed from it instead (Des Mosquito). */
  counterRemovedInsteadOfBattle: [card: CardId];
  /** "If this card would be destroyed, you can remove 1 Spell Counter from this card instead" (Magical Citadel of Endymion): offered to its controller while it holds one. */
  counterRemovedInsteadOfDestruction: [card: CardId];
  /** "Once per turn, a Spell Counter cost of another card its controller activates may be removed from this card instead" (Magical Citadel of Endymion). */
  paysSpellCounterCosts: [card: CardId];
  /** `player` cannot activate Spell or Trap Cards (card activations, Set ones too) nor Set them (Cold Wave). */
  noSpellTrapPlays: [player: Player];
  /** `player`'s Monster Zone `zone` (0-4) cannot be used: no monster is placed there (Ojama King's chosen zones, while it is face-up). */
  unusableZones: [player: Player, zone: number];
  /** `player` cannot place a monster on the field while they control as many as the rule's card's controller does, if that is 1 or more (Kaiser Colosseum, while face-up). */
  monsterCap: [player: Player];
  /** `monster` cannot be Set nor turned face-down: a Set is a Normal Summon in face-up Defense Position (Light of Intervention). */
  noMonsterSets: [monster: CardId];
  /** `monster` may attack the rule's number of times more than once in each Battle Phase (added up over every such rule: Mataza the Zapper, Armed Samurai - Ben Kei, Twin Swords of Flashing Light - Tryce, Tyrant Dragon). */
  extraAttacks: [monster: CardId];
  /** The effects of `destroyed`, destroyed by battle with `battler`, are negated (Dark Ruler Ha Des: with a Fiend-Type monster its controller controls); the battler's own rule is `negatesBattleDestroyed`. */
  negatesBattleDestroyedBy: [battler: CardId, destroyed: CardId];
  /** `card`'s original ATK and DEF are exchanged (Shield & Sword, until the end of the turn); two such rules exchange them back. */
  swapsOriginalStats: [card: CardId];
  /** `monster`'s ATK is halved (rounded down), after every other change to it (Mirror Wall: the opponent's monsters that attacked while it was face-up). */
  halvesAtk: [monster: CardId];
  /** `player` pays no LP to activate a Spell Card: its activation's LP cost is waived (Spell Economics). */
  noSpellLpCosts: [player: Player];
  /** `monster` stays in face-up Attack Position and cannot change position (Final Attack Orders). */
  locksInAttack: [monster: CardId];
  /** `player` cannot draw cards except during a Draw Phase (Protector of the Sanctuary: its controller's opponent). */
  drawsOnlyInDrawPhase: [player: Player];
  /** `player`'s Deck is turned upside-down: its top card is face-up, seen by both players (Convulsion of Nature: both players). */
  decksUpsideDown: [player: Player];
  /** `card` would be destroyed by the Chain Link `link` (`<card>#<effect index>`): the rule's source is destroyed instead, while it is on the field (Fake Trap). */
  destroyedInstead: [card: CardId, link: string];
  /**
   * This face-up card on the field is unaffected by `effect` (ygopro's EFFECT_IMMUNE_EFFECT: Horus the Black Flame
   * Dragon LV6, "unaffected by Spell effects"): what the effect would do to it is not done, and a continuous effect
   * of that card does not apply to it. Read by stats.ts `unaffectedBy`.
   */
  unaffectedBy: [card: CardId, effect: EffectOrigin];
  /**
   * This card cannot be Normal, Flip or Special Summoned while the answer holds; it may still be Set (Guardian
   * Kay'est: "only … when there is a "Rod of Silence - Kay'est" on your side of the field"). A printed condition.
   */
  cannotBeSummonedNow: [card: CardId];
  /** A Spell Card's effect targeting `monster` (face-up) is negated and that Spell destroyed, as it is activated (Rod of Silence - Kay'est: the monster it equips). */
  negatesSpellEffectTargetingMonster: [monster: CardId];
  /** Face-up, this card negates the effects of its controller's opponent's Spells that target it, as they resolve; nothing is destroyed (Silent Swordsman LV3). */
  negatesOpponentSpellEffectTargetingIt: [card: CardId];
  /** This Spell or Trap Card cannot be Set (Spirit Message "I": only Destiny Board places it). */
  cannotBeSet: [card: CardId];
  /** When a card this one keeps (`ctx.keepTargets`) leaves the field, this card and the others it keeps are sent to the Graveyard (Destiny Board's Spirit Messages). */
  leavesWithKept: [card: CardId];
  /**
   * This face-up card makes the monster `monster` on the field unaffected by `effect` (ygopro's EFFECT_IMMUNE_EFFECT
   * as a field effect: Eternal Soul, "Dark Magician" you control and your opponent's effects): as `unaffectedBy`,
   * for another monster. Read by stats.ts `unaffectedBy`.
   */
  makesMonstersUnaffected: [monster: CardId, effect: EffectOrigin];
  /**
   * `player` can only control 1 Type of face-up monster (Rivalry of Warlords: both players): no face-up Summon of another
   * Type than their face-up monsters', and the face-up monsters of other Types go to the Graveyard (continuous.ts).
   */
  oneTypeOfMonster: [player: Player];
  /** `player` cannot Special Summon 2 or more monsters at the same time (Blue-Eyes Spirit Dragon: both players). */
  oneSpecialSummonAtATime: [player: Player];
  /**
   * This card cannot be Special Summoned from the Graveyard unless the player Summoning it Tributes 1 monster they
   * control that the answer accepts (Tyrant Dragon: a Dragon; ygopro EFFECT_SPSUMMON_COST): a cost of every such
   * Special Summon, by any card. A printed condition.
   */
  tributeToSummonFromGraveyard: [card: CardId, tribute: CardId];
  /** This card's name is the rule's answer, not its own, where the answer is not null ("its name becomes "Blue-Eyes White Dragon" while on the field or in the GY"). */
  nameBecomes: [card: CardId];
  /** This card is also treated as the names the rule answers ("also always treated as "Legendary Dragon Timaeus""). */
  alsoNamed: [card: CardId];
  /** This Effect Monster is treated as a Normal Monster while the rule's answer holds ("while in the hand or Graveyard": Dragon Spirit of White). */
  treatedAsNormalMonster: [card: CardId];
  /** This card is also a card of the archetype asked about ("always treated as a "Blue-Eyes" card"). */
  alsoArchetype: [card: CardId, archetype: string];
  /** The card may substitute for any 1 Fusion Material, the others being the correct ones (Versago the Destroyer). */
  fusionSubstitute: [card: CardId];
  /** This monster may be Set from the hand to the Spell & Trap Zone as a Spell Card (Artifact Lancea, Artifact Scythe). */
  setAsSpellCard: [card: CardId];
  /**
   * If `monster` would be destroyed by battle or by a card effect, this card's player may banish this card instead
   * (Return of the Dragon Lords, from the Graveyard: a face-up Dragon its player controls); one banishing spares
   * every monster destroyed at once that the answer accepts.
   */
  banishedInsteadOfDestruction: [card: CardId, monster: CardId];
  /**
   * If `monster` would be destroyed by battle or by a card effect, the rule card's controller may banish 1 card from
   * the top of their Deck face-down for each such monster instead (Toon Kingdom: a face-up Toon its controller controls).
   */
  deckTopBanishedInsteadOfDestruction: [monster: CardId];
  /**
   * If this face-up Xyz Monster would be destroyed by battle or by a card effect, its controller may detach as many of
   * its Xyz Materials as the answer says instead (Number C102: Archfiend Seraph: 2).
   */
  materialsDetachedInsteadOfDestruction: [card: CardId];
}
/**
 * Whose effect it is and of what kind, as an "unaffected by" rule asks (ygopro's `te:IsActiveType`, `te:GetOwnerPlayer`):
 * the card applying it, whether it is a Spell, Trap or monster effect (a Pendulum Effect is a Spell's), and the
 * player whose effect it is (the activating player; a continuous effect's: its card's controller).
 */
export interface EffectOrigin {
  readonly card: CardId;
  readonly kind: 'spell' | 'trap' | 'monster';
  readonly player: Player;
}
/** The ways of playing a card a cost may be asked for (`lpCostToPlay`): Normal Summon, Set (a monster or a Spell/Trap), Special Summon, activate. */
export type Play = 'normalSummon' | 'set' | 'specialSummon' | 'activate';
type Unlisted = Exclude<RuleCode, keyof RuleAbout> | Exclude<keyof RuleAbout, RuleCode>;
/** Every code of the table is asked about here, and nothing else (a compile-time check). */
export const RULE_ABOUT_COMPLETE: [Unlisted] extends [never] ? true : Unlisted = true;

/** The effect that would destroy a card, as "cannot be destroyed by …" asks about it: its card, and whether it targets the card. */
export interface DestroyingEffect {
  readonly card: CardId;
  readonly targeted: boolean;
}

/** A battle as the damage rules ask about it. */
export interface Battle {
  readonly attacker: CardId;
  readonly target: CardId | 'direct';
  readonly damaged: Player;
}

/**
 * What a card declares a rule with: the code's question answered for the card's context (`ctx.card`
 * is the card declaring it; `ctx.equippedTo` / `ctx.linkedTo` the monster it is equipped or linked to).
 * A 'self' code is about the card itself: its question takes the context only.
 */
export interface CardRuleAnswers {
  protects: (ctx: QueryContext, card: CardId, by: Player) => boolean;
  locksInDefense: (ctx: QueryContext, monster: CardId) => boolean;
  mustBeAttacked: (ctx: QueryContext, monster: CardId) => boolean;
  cannotBeAttackTarget: (ctx: QueryContext, monster: CardId) => boolean;
  doublesBattleDamage: (ctx: QueryContext, battle: Battle) => boolean;
  /** `player` takes no battle damage from the battle of these monsters (Dark Flare Knight: from battles involving it). */
  noBattleDamage: (ctx: QueryContext, player: Player, battle: readonly CardId[]) => boolean;
  halvesBattleDamageTaken: (ctx: QueryContext, player: Player) => boolean;
  barsActivation: (ctx: QueryContext, player: Player, card: CardId, effect: Effect) => boolean;
  preventsDestruction: (ctx: QueryContext, card: CardId, by: Player) => boolean;
  preventsBattleDestruction: (ctx: QueryContext, card: CardId) => boolean;
  substitutesForEquipped: (ctx: QueryContext, monster: CardId, by: 'battle' | 'effect') => boolean;
  noAttackDeclarations: (ctx: QueryContext, player: Player) => boolean;
  cannotAttack: (ctx: QueryContext, monster: CardId) => boolean;
  /** Whether `card` (a monster anywhere: on the field or in a hand) cannot be Tributed (Mask of Restrict: any monster). */
  cannotBeTributed: (ctx: QueryContext, card: CardId) => boolean;
  cannotChangePosition: (ctx: QueryContext, monster: CardId) => boolean;
  takesControl: (ctx: QueryContext, monster: CardId) => boolean;
  negatesEffects: (ctx: QueryContext, card: CardId) => boolean;
  cannotAttackDirectly: (ctx: QueryContext) => boolean;
  notTributeForTributeSummon: (ctx: QueryContext) => boolean;
  cannotBeSpecialSummonedFromGraveyard: (ctx: QueryContext) => boolean;
  onlyOneFaceUp: (ctx: QueryContext) => boolean;
  notSynchroMaterial: (ctx: QueryContext) => boolean;
  notXyzMaterial: (ctx: QueryContext) => boolean;
  negatesSpellTargetingIt: (ctx: QueryContext) => boolean;
  negatesSpellEffectTargetingIt: (ctx: QueryContext) => boolean;
  summonWithoutTribute: (ctx: QueryContext) => boolean;
  /** Another number of Tributes it may be Tribute Summoned with (not Set), or null for none now. */
  tributeSummonAlsoWith: (ctx: QueryContext) => number | null;
  normalSummonWithoutTribute: (ctx: QueryContext) => boolean;
  doubleTribute: (ctx: QueryContext, summoned: CardId) => boolean;
  cannotBeSpecialSummoned: (ctx: QueryContext) => boolean;
  attacksEachMonster: (ctx: QueryContext) => boolean;
  /** The original ATK it has now, or null for the printed one. */
  originalAtk: (ctx: QueryContext) => number | null;
  originalDef: (ctx: QueryContext) => number | null;
  equipDestroyedInstead: (ctx: QueryContext) => boolean;
  indestructibleByBattleWith: (ctx: QueryContext, other: CardId) => boolean;
  onlyByProcedure: (ctx: QueryContext) => boolean;
  cannotBeNormalSummoned: (ctx: QueryContext) => boolean;
  normalSummonOnlySet: (ctx: QueryContext) => boolean;
  /** The Scale it becomes, or null for the printed one. */
  pendulumScale: (ctx: QueryContext) => number | null;
  /** The Level it has now, or null for the printed one. */
  levelBecomes: (ctx: QueryContext) => number | null;
  alsoAttribute: (ctx: QueryContext, attribute: Attribute) => boolean;
  /** How many Spell Counters it can hold at most (null: none now). */
  holdsSpellCounters: (ctx: QueryContext) => number | null;
  destroyedWithLinked: (ctx: QueryContext) => boolean;
  destroyedWhenLinkedLeaves: (ctx: QueryContext) => boolean;
  destroysLinkedMonster: (ctx: QueryContext, destroyed: boolean) => boolean;
  piercing: (ctx: QueryContext, attacker: CardId) => boolean;
  noSummons: (ctx: QueryContext, player: Player) => boolean;
  noSpecialSummons: (ctx: QueryContext, player: Player) => boolean;
  banishesLinkedMonster: (ctx: QueryContext, destroyed: boolean) => boolean;
  defenseAfterAttacking: (ctx: QueryContext) => boolean;
  attacksDirectly: (ctx: QueryContext) => boolean;
  destroyedAfterTargeted: (ctx: QueryContext, by: CardId) => boolean;
  negatesBattleDestroyed: (ctx: QueryContext, other: CardId) => boolean;
  controlCannotSwitch: (ctx: QueryContext) => boolean;
  /** The LP to pay, or null for none. */
  attackCost: (ctx: QueryContext) => number | null;
  attackTargetsOnly: (ctx: QueryContext, attacker: CardId, target: CardId) => boolean;
  mustAttack: (ctx: QueryContext) => boolean;
  destroyedInFaceUpDefense: (ctx: QueryContext) => boolean;
  banishedAsItLeaves: (ctx: QueryContext) => boolean;
  banishesBattleDestroyed: (ctx: QueryContext, other: CardId) => boolean;
  noEffectDamage: (ctx: QueryContext, player: Player, by: Player) => boolean;
  negatesResolvingEffects: (ctx: QueryContext, card: CardId) => boolean;
  negatesTrapEffectTargetingIt: (ctx: QueryContext) => boolean;
  negatesMonsterEffectTargetingOnlyIt: (ctx: QueryContext) => boolean;
  cannotBanishFromGraveyard: (ctx: QueryContext, player: Player, card: CardId) => boolean;
  lpGainBecomesDamage: (ctx: QueryContext, player: Player) => boolean;
  /** The LP to pay, or null when this rule asks nothing of this play. */
  lpCostToPlay: (ctx: QueryContext, player: Player, card: CardId, play: Play) => number | null;
  cannotBePlayed: (ctx: QueryContext, player: Player, card: CardId, play: Play) => boolean;
  locksGraveyard: (ctx: QueryContext, card: CardId, by: CardId) => boolean;
  negatesGraveyardEffects: (ctx: QueryContext, card: CardId) => boolean;
  noMonsterSets: (ctx: QueryContext, monster: CardId) => boolean;
  noSpellLpCosts: (ctx: QueryContext, player: Player) => boolean;
  locksInAttack: (ctx: QueryContext, monster: CardId) => boolean;
  drawsOnlyInDrawPhase: (ctx: QueryContext, player: Player) => boolean;
  decksUpsideDown: (ctx: QueryContext, player: Player) => boolean;
  halvesBattleDamage: (ctx: QueryContext) => boolean;
  negatesTargetingOnRoll: (ctx: QueryContext, roll?: number) => boolean;
  cannotBeNormalOrFlipSummoned: (ctx: QueryContext) => boolean;
  destroysItself: (ctx: QueryContext) => boolean;
  halvesAtk: (ctx: QueryContext, monster: CardId) => boolean;
  negatesBattleDestroyedBy: (ctx: QueryContext, battler: CardId, destroyed: CardId) => boolean;
  /** How many attacks more than one `monster` may make in each Battle Phase, or null for none. */
  extraAttacks: (ctx: QueryContext, monster: CardId) => number | null;
  indestructibleByEffectOf: (ctx: QueryContext, by: DestroyingEffect) => boolean;
  banishesGraveyardBound: (ctx: QueryContext, card: CardId) => boolean;
  counterRemovedInsteadOfBattle: (ctx: QueryContext) => boolean;
  counterRemovedInsteadOfDestruction: (ctx: QueryContext) => boolean;
  paysSpellCounterCosts: (ctx: QueryContext) => boolean;
  /** Whether this card is unaffected by `effect` (ctx.card is the card asked about; never its own effects). */
  unaffectedBy: (ctx: QueryContext, effect: EffectOrigin) => boolean;
  /** Whether it cannot be Summoned now (ctx.player: its controller, or its owner off the field). */
  cannotBeSummonedNow: (ctx: QueryContext) => boolean;
  negatesSpellEffectTargetingMonster: (ctx: QueryContext, monster: CardId) => boolean;
  negatesOpponentSpellEffectTargetingIt: (ctx: QueryContext) => boolean;
  cannotBeSet: (ctx: QueryContext) => boolean;
  leavesWithKept: (ctx: QueryContext) => boolean;
  /** Whether this card makes `monster` (on the field) unaffected by `effect` (ctx.card: this card; ctx.player: its controller). */
  makesMonstersUnaffected: (ctx: QueryContext, monster: CardId, effect: EffectOrigin) => boolean;
  oneTypeOfMonster: (ctx: QueryContext, player: Player) => boolean;
  oneSpecialSummonAtATime: (ctx: QueryContext, player: Player) => boolean;
  /** Whether `tribute` (a monster the summoner controls; ctx.player: the summoner) may be the Tribute. */
  tributeToSummonFromGraveyard: (ctx: QueryContext, tribute: CardId) => boolean;
  /** The name the card has now, or null for its own. */
  nameBecomes: (ctx: QueryContext) => string | null;
  /** The names the card is also treated as now. */
  alsoNamed: (ctx: QueryContext) => readonly string[];
  treatedAsNormalMonster: (ctx: QueryContext) => boolean;
  alsoArchetype: (ctx: QueryContext, archetype: string) => boolean;
  fusionSubstitute: (ctx: QueryContext) => boolean;
  setAsSpellCard: (ctx: QueryContext) => boolean;
  /** Whether this card may stand in for the destruction of `monster` (ctx.player: this card's controller, its owner off the field). */
  banishedInsteadOfDestruction: (ctx: QueryContext, monster: CardId) => boolean;
  /** Whether the destruction of `monster` may be replaced by banishing a card from the top of the Deck (ctx.player: the rule card's controller). */
  deckTopBanishedInsteadOfDestruction: (ctx: QueryContext, monster: CardId) => boolean;
  /** How many Xyz Materials this card's controller may detach from it instead of its destruction (null: not offered). */
  materialsDetachedInsteadOfDestruction: (ctx: QueryContext) => number | null;
}

/** The 'self' codes that are plain conditions: declared without an answer, they always hold. */
type FlagCode = 'onlyByProcedure' | 'cannotBeNormalSummoned' | 'normalSummonOnlySet' | 'cannotBeSpecialSummoned' | 'attacksEachMonster' | 'notTributeForTributeSummon' | 'cannotBeSpecialSummonedFromGraveyard' | 'onlyOneFaceUp' | 'notSynchroMaterial' | 'notXyzMaterial' | 'negatesSpellTargetingIt' | 'negatesSpellEffectTargetingIt' | 'negatesTrapEffectTargetingIt' | 'destroyedWithLinked' | 'destroyedWhenLinkedLeaves' | 'defenseAfterAttacking' | 'attacksDirectly' | 'controlCannotSwitch' | 'mustAttack' | 'destroyedInFaceUpDefense' | 'halvesBattleDamage' | 'banishedAsItLeaves' | 'banishesBattleDestroyed' | 'negatesMonsterEffectTargetingOnlyIt' | 'negatesOpponentSpellEffectTargetingIt' | 'cannotBeSet' | 'leavesWithKept' | 'setAsSpellCard';

/** A rule a card declares in one of its effects (`Effect.rules`): `{ code: 'cannotAttack', applies: (ctx, m) => m === ctx.linkedTo }`. */
export type CardRule = {
  [C in CardRuleCode]: C extends FlagCode ? { readonly code: C; readonly applies?: CardRuleAnswers[C] } : { readonly code: C; readonly applies: CardRuleAnswers[C] };
}[CardRuleCode];

/** Whose hand an activation would make discard (`Effect.discards`). */
export type Discards = 'mine' | 'theirs' | 'both';

/** What an effect declares it will do, so negation cards can look (ygopro's operation info). */
/**
 * What an effect declares it will do, so negation cards can look (ygopro's operation info).
 * 'negatesTraps': the effect negates Trap Cards' effects (Jinzo, Royal Decree), a question asked
 * about the card, not about an activation (library.ts `negatesTrapEffects`: Double Snare).
 */
export const EFFECT_CATEGORIES = [
  'destroy', 'draw', 'specialSummon', 'negate', 'damage', 'recover', 'changeControl', 'toHand',
  'toGraveyard', 'toDeck', 'banish', 'discard', 'modifyStats', 'search', 'token', 'counter', 'position', 'restrict', 'negateSummon', 'summon',
  'negatesTraps',
] as const;
export type EffectCategory = (typeof EFFECT_CATEGORIES)[number];

/** Where a target may be chosen from. */
export type TargetZone = 'monsters' | 'spellTraps' | 'field' | 'graveyard' | 'banished';

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
   * A function counts N from the board as the targets are chosen ("any number, up to your free Monster
   * Zones": Soul Charge); it is asked after the cost is paid.
   */
  readonly upTo?: number | ((ctx: EffectContext) => number);
  /**
   * 'opponent': the activating player's opponent chooses this target ("each player selects 1 monster in their
   * Graveyard": The Shallow Grave); it is still the activating card's target. Asked after the player's own.
   */
  readonly chooser?: 'opponent';
}

/** A change to a monster's ATK/DEF from a continuous effect, computed from the board every time. */
export interface StatModifier {
  readonly applies: (card: CardId) => boolean;
  readonly atk?: number;
  readonly def?: number;
}

/** What every effect has: its kind, its label and key, and what it declares it will do. */
interface EffectBase<K extends EffectKind> {
  readonly kind: K;
  /** A short label for menus ("Draw 2 cards"). */
  readonly label: string;
  /**
   * The effect's name on its card, unique there ('returnInEndPhase'): how scripts name another of the
   * card's effects (`ctx.awaitLaterThisTurn(key)`) and how an `activate` action may name it (`key`,
   * beside the `effect` index the contract lists). Effects nothing names need none.
   */
  readonly key?: string;
  readonly declares?: readonly EffectCategory[];
}

/** What an effect that is activated (goes on a Chain) may have: its checks, cost, targets and what it does. */
interface Activated<K extends EffectKind> extends EffectBase<K> {
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
  /**
   * The cards its activation declares it will affect, by what it does to them (ygopro's operation info,
   * `Duel.SetOperationInfo`): worked out as it is activated, once its targets are chosen, and kept with
   * the Chain Link (`ChainLink.affects`), so a card answering it can ask "an activation that would
   * destroy a monster on the field" (My Body as a Shield). An effect that declares 'destroy' and has
   * targets destroys its targets unless it says otherwise here (chain.ts `affectedCards`).
   */
  readonly affects?: { readonly [C in EffectCategory]?: (ctx: EffectContext) => readonly CardId[] };
  /**
   * Whose hand its activation declares it would make discard (ygopro's CATEGORY_HANDES operation info,
   * which names a player, not cards): 'mine' (Graceful Charity), 'theirs' (Delinquent Duo), 'both' (Card
   * Destruction); a function answers as it is activated (Don Zaloog's chosen effect; null: nobody). Kept
   * with the Chain Link as players (`ChainLink.discards`): "an effect whereby your opponent discards"
   * (Gravekeeper's Watcher, library.ts `wouldMakeDiscard`). A discard paid as a cost is not declared here.
   */
  readonly discards?: Discards | ((ctx: EffectContext) => Discards | null);
  /** What happens when the Chain Link resolves. */
  readonly resolve?: (ctx: EffectContext) => void;
  /** "Once per turn": 'card' for this copy, 'name' for "You can only use this effect of <name> once per turn". */
  readonly oncePerTurn?: 'card' | 'name';
  /**
   * With `oncePerTurn`: "Once per turn, you can either: … or …" (a Union monster's equip and unequip):
   * the card's effects naming the same group share one use per turn.
   */
  readonly oncePerTurnGroup?: string;
  /**
   * "Once per Duel": 'card' for this copy, 'name' for "You can only use this effect of <name> once per
   * Duel". Its use is recorded in the duel as a rule lasting the whole Duel (rule code `effectUsed`).
   */
  readonly oncePerDuel?: 'card' | 'name';
}

/** What an effect activated at a time of the player's choosing may say about that time. */
interface Timed {
  /** May be activated in the Damage Step (rulebook: cards that directly change ATK/DEF, or say so). */
  readonly damageStep?: boolean;
  /**
   * The card's own time, as its text names it ("during your opponent's Battle Phase", "during the End
   * Phase"): the phases of whose turn. Declared once; the effect's condition asks `isDuring` with it,
   * and a view asks it to know that this moment is the card's time (it then prompts in Auto mode).
   * The activation check refuses the effect outside these phases before it asks the condition.
   */
  readonly during?: readonly During[];
  /**
   * An event besides Summons and attack declarations that the effect answers as its condition says, so a
   * response window opens after it (chain.ts `openEventResponse`; rulebook v9.1 "Turn Player's Priority"):
   * 'battleDamage' ("When you take battle damage": Damage Gate), in the Damage Step after damage calculation,
   * where it may be activated for that; 'destroyed' ("When a monster you control is destroyed": Soul Rope),
   * once the Chain that destroyed it is over, outside the Damage Step. The window opens only in a duel holding
   * such an effect (registry kind `respondsToEvents`); the condition reads the event in `ctx.responseTo`.
   */
  readonly respondsTo?: 'battleDamage' | 'destroyed';
}

/** What applies while the card is face-up (a continuous effect, or a Spell/Trap Card once activated). */
interface Applies {
  /** The ATK/DEF changes it applies while face-up (Equip and Field Spells too). */
  readonly modifiers?: (ctx: QueryContext) => readonly StatModifier[];
  /**
   * The rules it applies (ruleCodes.ts): a continuous effect's while its card is face-up (or equipped,
   * or linked), a condition's wherever the card is. Read only through continuous.ts `rulesOf`.
   */
  readonly rules?: readonly CardRule[];
}

/** Activating a Spell or Trap Card itself; an Equip, Field or Continuous card's activation also applies while it stays face-up. */
export interface ActivationEffect extends Activated<'activation'>, Timed, Applies {
  /** Equip Spells: which monsters it may equip ("Equip only to a Spellcaster monster"). */
  readonly equipTo?: (ctx: EffectContext, monster: CardId) => boolean;
  /**
   * "The effect of this card becomes the same as the Spell it chains to" (Serial Spell): its targets are that Chain
   * Link's effect's target specs (activation.ts `targetSpecsOf`), chosen as it is activated; its own `condition` and
   * `resolve` run that effect's (library.ts `chainedSpellEffect`).
   */
  readonly copiesChainedSpell?: true;
}

/**
 * Where a monster's effect works from: the field (default), the hand ("from your hand", Kuriboh), the
 * Graveyard, or a Pendulum Zone (a Pendulum Effect, which applies only there: rulebook v9.1 "Pendulum
 * Monster Cards"; a Pendulum Monster's other effects are monster effects).
 */
type MonsterRange = 'field' | 'graveyard' | 'hand' | 'pendulumZone';

/** A monster effect activated in your Main Phase (Spell Speed 1). */
export interface IgnitionEffect extends Activated<'ignition'> {
  readonly range?: MonsterRange;
}

/** A monster effect activated at Spell Speed 2. */
export interface QuickEffect extends Activated<'quick'>, Timed {
  readonly range?: MonsterRange;
  /** "You can": the controller chooses whether to activate it. */
  readonly optional?: boolean;
  /**
   * "Either player can …" (Royal Oppression; ygopro's EFFECT_FLAG_BOTH_SIDE): the effect of this face-up
   * Continuous Spell or Trap may be activated by its controller's opponent too, who pays its cost and is
   * the Chain Link's player (activation.ts scans the opponent's Spell & Trap Zones for it).
   */
  readonly eitherPlayer?: true;
}

/** An effect activated when something happens (Spell Speed 1). */
export interface TriggerEffect extends Activated<'trigger'> {
  /** Does this event set it off? */
  readonly when: (ctx: EffectContext, event: DuelEvent) => boolean;
  /**
   * Where the card must be to activate it (default face-up on the field; 'hand': "from your hand"); 'delayed' for a Trigger left
   * behind by a resolved effect that waits for something later (`EffectContext.awaitLater`, rule code `awaits`);
   * 'leavingField' for an effect set off as the card leaves the field, from wherever it went (Mokey Mokey King: the
   * event `leftField`, "when this card leaves the field"), or a Token's as it is destroyed (Ojama Token: "when
   * destroyed, its controller takes 300 damage"), the Token then existing nowhere: its player is who controlled it.
   */
  readonly range?: MonsterRange | 'delayed' | 'leavingField';
  /**
   * A Trigger keyed to a battle this monster was in that activates after damage calculation ("If this
   * card is attacked …, after damage calculation"): it activates even if that battle destroyed the
   * monster (it was still on the field after damage calculation; it is then in the Graveyard).
   */
  readonly evenIfDestroyedByThatBattle?: boolean;
  /** "You can": the controller chooses whether to activate it. */
  readonly optional?: boolean;
  /**
   * Not activated: a continuous effect that acts each time its event happens (ygopro's
   * EFFECT_TYPE_CONTINUOUS on an event: Shard of Greed's "each time you draw for your normal draw, place
   * 1 Greed Counter"). Found with the Triggers its event sets off, it is applied at once, before they
   * go on a Chain: it starts no Chain Link, cannot be responded to or declined, and has no cost or targets.
   */
  readonly withoutChain?: boolean;
  /**
   * "Activate 1 of these effects" (Dark Scorpion - Cliff the Trap Remover): the card's Triggers naming the
   * same group, set off together, are one choice: once one is activated, the others are not offered.
   */
  readonly oneOf?: string;
}

/** A FLIP effect: activated when the monster is flipped face-up (Spell Speed 1); being flipped is its event. */
export interface FlipEffect extends Activated<'flip'> {
  /** "You can": the controller chooses whether to activate it. */
  readonly optional?: boolean;
}

/** Applies while the card is face-up; never activated. */
export interface ContinuousEffect extends EffectBase<'continuous'>, Applies {
  /** 'pendulumZone' for a Pendulum Effect (applies only from a Pendulum Zone). */
  readonly range?: 'field' | 'pendulumZone';
  /** With a rule that is used up when it applies ("once per turn … is not destroyed"): 'card' for this copy. */
  readonly oncePerTurn?: 'card' | 'name';
}

/** A condition printed on the card: its rules hold wherever the card is, never negated. */
export interface ConditionEffect extends EffectBase<'condition'> {
  readonly rules: readonly CardRule[];
}

/** Every field any kind of effect has: each kind's member sets the others' to nothing (`never`). */
type EffectField = keyof ActivationEffect | keyof IgnitionEffect | keyof QuickEffect | keyof TriggerEffect | keyof FlipEffect | keyof ContinuousEffect | keyof ConditionEffect;
type Only<T> = T & { readonly [K in Exclude<EffectField, keyof T>]?: never };

/**
 * An effect, by `kind`: each kind has only its own fields (a Trigger its `when` and `range`, an Equip
 * Spell's activation its `equipTo`), so a card cannot give an effect a field its kind ignores. The
 * engine reads any field of any effect (a field the kind lacks reads as undefined).
 */
export type Effect =
  | Only<ActivationEffect> | Only<IgnitionEffect> | Only<QuickEffect> | Only<TriggerEffect> | Only<FlipEffect> | Only<ContinuousEffect> | Only<ConditionEffect>;

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
  /** For a card on the field linked to the monster it targeted (Spellbinding Circle): that monster (null otherwise). */
  readonly linkedTo: CardId | null;
  /** The Chain Link being resolved (null while activating). */
  readonly link: ChainLink | null;
  /** What this activation responds to (the Summon or attack declaration that opened the window). */
  readonly responseTo: readonly DuelEvent[];
  /** A Summon that has not yet succeeded (the window for negating it), if any. */
  readonly summoning: PendingSummon | null;
  /** The attack waiting for its Damage Step, if any. */
  readonly attack: { readonly attacker: CardId; readonly target: CardId | 'direct'; readonly damageStep?: boolean; readonly targetFlipped?: true } | null;
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
  /** Every card on the field: the monsters, then the Spell and Trap Cards (a Trap Monster, both, once). */
  cardsOnField(side?: Side): CardId[];
  /** Spell and Trap Cards on the field (Spell & Trap, Field and Pendulum Zones), and the face-up Trap Monsters in Monster Zones, which are Trap Cards too. */
  spellTraps(side?: Side): CardId[];
  graveyard(side?: Side): CardId[];
  /** The banished cards (Magnet Conversion's "your banished monsters"), face-down ones too (`isFaceUp` tells them apart). */
  banished(side?: Side): CardId[];
  hand(side?: Side): CardId[];
  /** The cards of a Deck (order hidden from players: only a search or an effect may look). */
  deck(side?: Side): CardId[];
  isFaceUp(card: CardId): boolean;
  controllerOf(card: CardId): Player | null;
  atk(card: CardId): number;
  def(card: CardId): number;
  /** A monster's original ATK: on the field, what its own rule or an exchange (Shield & Sword) makes it now; elsewhere the printed ATK. */
  originalAtk(card: CardId): number;
  /** A monster's Level now: printed, or what an effect made it until the End Phase (Gagaga Magician); 0 for an Xyz Monster or a Spell/Trap. */
  level(card: CardId): number;
  /** A card's Attribute now: a face-up monster on the field may have had it changed (Homunculus the Alchemic Being); else the printed one. */
  attributeOf(card: CardId): Attribute | undefined;
  /**
   * Whether a card is of `attribute` now (`attributeOf`), or also treated as it (Elemental Mistress Doriado on the
   * field): what a card asks of monsters on the field ("all EARTH monsters on the field"); a card elsewhere has its printed one.
   */
  hasAttribute(card: CardId, attribute: Attribute): boolean;
  /**
   * Whether a card has `name` now: its own name, or the one its rule gives it ("its name becomes …", rule code
   * `nameBecomes`), or one it is also treated as (`alsoNamed`). What a card asks of another's name (Fusion
   * Materials, "Tribute 1 "Blue-Eyes White Dragon"", "Special Summon 1 …").
   */
  isNamed(card: CardId, name: string): boolean;
  /** Whether a card is a Normal Monster now: a Normal Monster card, or one treated as one where it is (rule code `treatedAsNormalMonster`). */
  isNormalMonster(card: CardId): boolean;
  /** Whether a card is of an archetype now ("a "Blue-Eyes" monster"): one of its names includes it, or its rule says so (`alsoArchetype`). */
  isOfArchetype(card: CardId, archetype: string): boolean;
  /** Whether a card may substitute for any 1 Fusion Material now (rule code `fusionSubstitute`: Versago the Destroyer). */
  isFusionSubstitute(card: CardId): boolean;
  /** The Equip Cards equipped to a monster on the field (Equip Spells, and monsters equipped as Equip Cards). */
  equipsOf(monster: CardId): CardId[];
  /**
   * Whether `card` is unaffected by this card's effects, its player's (rule code `unaffectedBy`: Horus the Black Flame
   * Dragon LV6 and a Spell's), as a condition asks before any effect applies (Falling Down of 2005: no damage while
   * the monster it equips is unaffected by it). What a resolving effect does, the context's helpers already spare.
   */
  unaffectedByThis(card: CardId): boolean;
  /**
   * The cards this card keeps as its targets while it stays on the field, those still there: the ones it
   * keeps (`keepTargets`: Xing Zhen Hu), or the monster it is linked to (`linkTo`: Nightmare Wheel's, asked as its Trigger resolves).
   */
  keptTargets(): readonly CardId[];
  /**
   * What `card` (this card when left out), a card in a Spell & Trap Zone, keeps as declared or paid at its
   * activation (`keepDeclared`: Wall of Revealing Light's LP, Prohibition's name); null when it keeps none.
   */
  keptDeclared(card?: CardId): string | null;
  /** The cards of an Extra Deck (its owner may look at it any time). */
  extra(side?: Side): CardId[];
  /** The Xyz Materials attached to a monster on the field (none for any other card). */
  materialsOf(monster: CardId): CardId[];
  /** The counters on a card on the field (a monster, a Spell or Trap Card); 0 elsewhere. */
  counters(card: CardId): number;
  /** The Monster Zones (0-4) `player` (this card's controller when left out) may place a monster in now: empty and usable (not Ojama King's chosen zones). */
  freeMonsterZones(player?: Player): readonly number[];
  /** The Spell & Trap Zones (0-4) `player` (this card's controller when left out) may place a card in now: empty, not held by a Trap Monster (board.ts `spellTrapZoneFree`). */
  freeSpellTrapZones(player?: Player): readonly number[];
  /** What happened this turn: the monsters `player` Summoned, or that left `player`'s side of the field or were destroyed there; the card they drew for their normal draw. */
  thisTurn(what: 'summoned' | 'specialSummoned' | 'leftField' | 'cameFaceUp' | 'destroyed' | 'drewNormally' | 'acted' | 'pendulumActivated', player: Player): CardId[];
}

/**
 * What a card script sees and does: queries over the board and the shared vocabulary of effect
 * helpers (destroy, draw, Special Summon, negate, ...). Only the engine builds one (effects/context.ts).
 */
export interface EffectContext extends QueryContext {
  /**
   * Whether a card effect may Special Summon this card ("properly Summoned first", "cannot be Special Summoned
   * from the GY", a card that cannot be played: Prohibition's name), face-up to this effect's player's field unless
   * `as` says otherwise: `position: 'faceDownDefense'` (face-down, "only 1 face-up" and "only 1 Type of monster" do not
   * hold it: The Shallow Grave), `to` (the player whose field it goes to), `summonedAs` (this effect's Fusion or Ritual
   * Summon of it: that it must be properly Summoned is not asked).
   */
  maySpecialSummonByEffect(card: CardId, as?: { readonly position?: 'faceDownDefense'; readonly to?: Player; readonly summonedAs?: 'fusion' | 'ritual' }): boolean;
  /**
   * Whether a card may be Tributed, for a cost, a Ritual Summon or a Summon procedure (not while a rule says
   * it cannot: Mind Control's monster, Mask of Restrict's every monster): continuous.ts `tributeBarred`, the
   * one answer Tribute Summons ask too (summon.ts `tributeSets`).
   */
  mayBeTributed(card: CardId): boolean;
  /** Whether `player` has a monster in hand that could be Normal Summoned or Set now (with its Tributes). */
  canNormalSummonNow(player: Player): boolean;

  draw(player: Player, count: number): void;
  /** Adds cards from a Deck to their owner's hand, showing them to the opponent. */
  addToHand(cards: readonly CardId[]): void;
  /**
   * Moves a card from a hand (or a Graveyard: Graverobber) into `player`'s hand ("add 1 card from each other's hand to their hand": Exchange):
   * it stays its owner's card, so it goes to its owner's Graveyard (or Deck) when it is used or sent.
   */
  takeIntoHand(card: CardId, player: Player): void;
  /** Shuffles a player's Deck with the duel's seeded generator (after it has been searched). */
  shuffleDeck(player: Player): void;
  /**
   * Destroys the cards on the field or in a hand among `cards` (a card destroyed in the hand: Deck Devastation
   * Virus; its `destroyed` event names no controller); returns those destroyed ("and if you do"). With
   * `banish` ("destroy it, and if you do, banish it": Bottomless Trap Hole), each goes to the banished
   * pile instead of the Graveyard: a Pendulum Monster too (it goes to the Extra Deck only instead of the Graveyard).
   */
  /** `toDeckTop`: a destroyed card goes to the top of its owner's Deck instead of the Graveyard (Mystic Swordsman LV6). */
  destroy(cards: readonly CardId[], options?: { readonly banish?: true; readonly toDeckTop?: true }): CardId[];
  sendToGraveyard(cards: readonly CardId[]): void;
  returnToHand(cards: readonly CardId[]): void;
  /**
   * Returns cards (from the field, a hand, a Graveyard) to their owner's Deck: on `top`, at the `bottom`,
   * or shuffled into it (`shuffle`). A Fusion, Synchro or Xyz Monster goes to the Extra Deck instead; a
   * Token leaves the game.
   */
  returnToDeck(cards: readonly CardId[], where: 'top' | 'bottom' | 'shuffle'): void;
  /** Banishes the cards, but not a card in a Graveyard that this effect's player may not banish (`mayBanish`). */
  banish(cards: readonly CardId[]): void;
  /**
   * Banishes the cards face-down (from a hand or a Deck: no card of the pool banishes face-down from the field): only their owner may see them there
   * (Different Dimension Capsule, Lightforce Sword, Pot of Desires; `test/banishedFaceDown.test.ts`). A card
   * added to the hand from there (`addToHand`) is not shown to the opponent.
   */
  banishFaceDown(cards: readonly CardId[]): void;
  /**
   * Whether this effect's player may banish `card`: not a card in a Graveyard while a rule bars them
   * (rule code `cannotBanishFromGraveyard`: Kycoo the Ghost Destroyer). Costs and targets that banish
   * from a Graveyard ask it.
   */
  mayBanish(card: CardId): boolean;
  /** Whether this effect's player may target `card` (no rule protects it from their card effects: rule code `protects`). A cost that chooses what its targets must be asks it (Skull Lair). */
  mayTarget(card: CardId): boolean;
  /**
   * Whether `card` is unaffected by this effect as it applies now (rule code `unaffectedBy`: Horus the Black Flame
   * Dragon LV6 and a Spell's effect): the context's helpers already do nothing to such a card; a script asks this
   * for what it does through the card without a helper (Falling Down's damage). A cost is never an effect: false then.
   */
  untouched(card: CardId): boolean;
  /** Whether this effect may move `card` out of its Graveyard now (rule code `locksGraveyard`: Necrovalley). Choices made while resolving ask it. */
  mayLeaveGraveyard(card: CardId): boolean;
  discard(cards: readonly CardId[]): void;
  /**
   * Special Summons a card face-up for `player`; `negateEffects`: "but negate its effects" (while it
   * stays face-up); `summonedAs`: a Fusion or Ritual Summon (the monster's proper Summon). Without
   * `summonedAs`, a monster that must be properly Summoned first and was not cannot be Special Summoned,
   * unless `fromExtraDeck`: a Fusion Monster a card Special Summons from the Extra Deck (Metamorphosis,
   * Cyber-Stein), not by a Fusion Summon, so it is not properly Summoned by it; a Synchro Monster likewise
   * (Blue-Eyes Spirit Dragon). `faceDownDefense`:
   * "Special Summon it in face-down Defense Position" (Cyber Jar, The Shallow Grave): a Set card, hidden
   * from the opponent, Summoned all the same; it may be Flip Summoned from the next turn, and its Flip
   * effect activates when it is flipped face-up. `properly`: the one Special Summon a monster that is never
   * Special Summoned otherwise allows ("cannot be Special Summoned except by the effect of "Horus the Black Flame
   * Dragon LV6"": rule code `onlyByProcedure`; ygopro's summon ignoring conditions, then CompleteProcedure): it
   * counts as properly Summoned, so it may be revived later. `ignoringConditions`: "ignoring its Summoning conditions"
   * (Imperion Magnum; ygopro's nocheck without CompleteProcedure): Summoned all the same, not properly Summoned.
   */
  specialSummon(card: CardId, player: Player, position: SpecialSummonPosition, options?: { negateEffects?: boolean; summonedAs?: 'fusion' | 'ritual'; fromExtraDeck?: boolean; properly?: boolean; ignoringConditions?: boolean }): boolean;
  /** Detaches an Xyz Material from the monster it is attached to (to the Graveyard). */
  detach(material: CardId): void;
  /**
   * Attaches cards to a face-up Xyz Monster on the field as its Xyz Materials (from the field: an Equip Card, a
   * resolving Spell Card; or from a hand or Graveyard): they are no longer cards on the field ("leaves the field"
   * does not go off); returns those attached. Nothing is attached to a monster that is not an Xyz Monster.
   */
  attachMaterials(cards: readonly CardId[], to: CardId): CardId[];
  /** Tributes cards from the hand or field (a Ritual Summon's Tributes): sent to the Graveyard, not destroyed. */
  tribute(cards: readonly CardId[]): void;
  gainLp(player: Player, amount: number): void;
  /** A player's LP become `lp` ("exchange your LP with your opponent's": Reversal Quiz): not a gain, a payment or damage. */
  setLp(player: Player, lp: number): void;
  damage(player: Player, amount: number): void;
  payLp(amount: number): void;
  /**
   * Whether this effect's player need not pay an LP cost now: it is a Spell Card being activated and a rule
   * waives the LP costs of their Spell Cards' activations (Spell Economics). Asked by the LP cost helpers.
   */
  lpCostWaived(): boolean;
  negateActivation(link: ChainLink): void;
  /** Negates the effect of a Chain Link, not its activation (Ryu Senshi): it resolves doing nothing. */
  negateEffect(link: ChainLink): void;
  /** The Spell and Trap Cards in `player`'s hand that could be Set now (a free zone for each; a Field Spell always). */
  settableFromHand(player: Player): CardId[];
  /** Sets a Spell or Trap Card from its owner's hand face-down ("then you can Set 1 Spell/Trap Card from your hand": Dust Tornado); Set this turn. */
  setFromHand(card: CardId): void;
  /**
   * Changes a monster's battle position (and face), e.g. flipping it face-down; not a "change of
   * position" by its controller. A face-down monster turned face-up is flipped (its
   * Flip effect activates) unless `flips: false` ("Flip effects are not activated": Ceasefire).
   */
  setPosition(card: CardId, position: 'attack' | 'defense', faceUp: boolean, options?: { readonly flips?: boolean }): void;
  /**
   * Turns a face-down monster face-up in the position it is in ("flip all monsters your opponent
   * controls face-up": Swords of Revealing Light); it is flipped, so its Flip effect activates.
   */
  flipFaceUp(card: CardId): void;
  /** Shows cards to one player only (looking at a hand or the top of a Deck); nothing moves. */
  reveal(cards: readonly CardId[], to: Player): void;
  /** Negates a face-up monster's effects until the end of this turn (lost earlier if it leaves the field or is turned face-down). */
  negateEffectsUntilEndOfTurn(card: CardId): void;
  /** Negates a face-up monster's effects for as long as it stays face-up on the field ("negate its effects", no end given). */
  negateEffects(card: CardId): void;
  /** Changes a face-up monster's ATK/DEF for as long as it stays face-up on the field ("this card gains 500 ATK"). */
  changeStats(card: CardId, change: { atk?: number; def?: number }): void;
  /**
   * A Union monster's "equip this card to that target": this face-up monster moves from your Monster
   * Zone to a Spell & Trap Zone (behind the target if free) as an Equip Card equipped to `target`.
   * False (nothing moves) if the target is no longer a face-up monster you control or no zone is free.
   */
  equipThisMonsterTo(target: CardId): boolean;
  /**
   * "Equip that Union monster to an appropriate monster you control" (Roll Out!, Union Hangar): the Union monster
   * `union`, from wherever it is (Graveyard, Deck, hand), goes to a Spell & Trap Zone of yours as an Equip Card
   * equipped to `target`, as if by its own effect (its effects apply). Which monsters are appropriate is the card's
   * to ask (library.ts `unionMayEquipTo`). False (nothing moves) if the target is no longer a face-up monster you
   * control, no zone is free, or the Union may not leave its Graveyard.
   */
  equipUnionTo(union: CardId, target: CardId): boolean;
  /**
   * "Equip 1 monster your opponent controls to this card" (Thousand-Eyes Restrict): that monster moves from
   * its Monster Zone to a Spell & Trap Zone of yours, face-up, as an Equip Card equipped to this card. As an
   * Equip Card it applies no effect of its own. False (nothing moves) if either is gone or no zone is free.
   */
  equipMonsterToThis(target: CardId): boolean;
  /**
   * "Equip this card from the Graveyard to that target" (Dark Necrofear): this card moves from its owner's Graveyard
   * to a Spell & Trap Zone of yours, face-up, as an Equip Card equipped to the face-up monster `target` (either
   * side's), keeping its own effects (its rules read `ctx.equippedTo`). False (nothing moves) if it has left the
   * Graveyard, may not leave it (Necrovalley), the target is gone, face-down or unaffected, or no zone is free.
   */
  equipThisFromGraveyardTo(target: CardId): boolean;
  /** A face-up monster's Level becomes `level` until the End Phase of this turn (lost if it leaves the field or is turned face-down). */
  changeLevelUntilEndOfTurn(card: CardId, level: number): void;
  /** A face-up monster on the field becomes `attribute` for as long as it stays face-up there (Homunculus the Alchemic Being). */
  changeAttribute(card: CardId, attribute: Attribute): void;
  /**
   * Special Summons `card` like `specialSummon`, and marks it "banish it when it leaves the field"
   * (Quillbolt Hedgehog): wherever it would go from the field, it is banished instead.
   */
  specialSummonBanishedWhenItLeaves(card: CardId, player: Player, position: 'attack' | 'defense'): boolean;
  /** Changes a face-up monster's ATK/DEF until the end of this turn (lost if it leaves the field). */
  modifyUntilEndOfTurn(card: CardId, change: { atk?: number; def?: number }): void;
  /**
   * Changes a face-up monster's ATK/DEF until the end of the opponent's next turn (this turn's end, if it
   * is the opponent's): "until the end of your opponent's turn" (Bazoo the Soul-Eater). Lost if it leaves the field.
   */
  modifyUntilEndOfOpponentsTurn(card: CardId, change: { atk?: number; def?: number }): void;
  /**
   * Changes a face-up monster's ATK/DEF until the end of the Battle Phase (Performapal Drummerilla): dropped as the turn
   * leaves its Battle Phase (phases.ts `endBattlePhaseChanges`), or with the turn. Lost if it leaves the field.
   */
  modifyUntilEndOfBattlePhase(card: CardId, change: { atk?: number; def?: number }): void;
  /** Changes a face-up monster's ATK/DEF until damage calculation ends ("during that damage calculation only": Injection Fairy Lily). */
  modifyForThisDamageCalculation(card: CardId, change: { atk?: number; def?: number }): void;
  /**
   * "Destroy this card after damage calculation" (Reflect Bounder): in the Damage Step before damage calculation,
   * the face-up card is destroyed once damage has been calculated (turn mark `destroyAfterDamageCalculation`, battle.ts
   * `destroyMarkedAfterDamageCalculation`); with no damage calculation (the battle stopped) it stays.
   */
  destroyAfterDamageCalculation(card: CardId): void;
  /** Equips this Equip Spell to `target`; if that is impossible now, the Spell goes to the Graveyard. */
  equip(target: CardId | undefined): boolean;
  /** Negates the declared attack (it does not go ahead; the monster still counts as having attacked). */
  negateAttack(): void;
  /** Makes the declared attack a direct attack ("you can make the attack a direct attack": Toon Defense): it goes on with no target, not replayed. */
  makeAttackDirect(): void;
  /**
   * Changes the declared attack's target to `monster` (Number 38: "change the attack target to this card"; Ancient Lamp:
   * "the attacking monster attacks the selected monster instead", one of the attacker's own controller's): the same attack
   * goes on against it, not replayed, and damage calculation is performed with it, whoever controls it (that player takes
   * the battle damage). In the Damage Step a face-down new target is flipped face-up. False when there is no such attack or monster.
   */
  changeAttackTarget(monster: CardId): boolean;
  /** Ends the Battle Phase after the current Chain. */
  endBattlePhase(): void;
  /**
   * Records a rule in the duel (ruleCodes.ts), applied to `about.player` (and the card or name it is
   * about) by this card's effect, lasting `lasts`: "your opponent cannot declare an attack this turn"
   * is `applyRule('noAttackDeclarations', { player: ctx.opponent }, 'thisTurn')`.
   */
  applyRule(code: RecordedRuleCode, about: { readonly player: Player; readonly card?: CardId; readonly passcode?: string; readonly key?: string }, lasts: LastsFor): void;
  /**
   * Links this card (face-up in a Spell & Trap Zone) to the monster it targeted: its rules about that
   * monster last while it stays linked (Spellbinding Circle). False if either is no longer on the field.
   */
  linkTo(monster: CardId): boolean;
  /**
   * This card (in a Spell & Trap Zone) keeps these cards as its targets ("the selected cards cannot be
   * activated": Xing Zhen Hu): its rules ask `keptTargets()`; a kept card that leaves the field is dropped.
   * The ones no longer on the field are not kept; false if none is left.
   */
  keepTargets(cards: readonly CardId[]): boolean;
  /**
   * This card (in a Spell & Trap Zone) keeps `value`, what was declared or paid as it was activated (usually
   * `ctx.declared` as its activation resolves), while it stays on the field: its rules read it with
   * `keptDeclared()`. Public; gone with the card. Returns false (nothing kept) when the card is not there.
   */
  keepDeclared(value: string): boolean;
  /**
   * Places a Spell or Trap Card from `ctx.player`'s hand or Deck face-up in a free Spell & Trap Zone of theirs, not
   * activated ("place 1 "Spirit Message" card from your hand or Deck face-up on the field": Destiny Board); a Deck it
   * came from is shuffled. False (nothing moves) with no zone free or the card not in that hand or Deck.
   */
  placeFaceUp(card: CardId): boolean;
  /**
   * Ends the Duel by this card's effect: `winner` wins, or it is a draw ("you win the Duel": Destiny Board; "Any
   * other case results in a DRAW": Last Turn). The result's reason names the card (`DuelEndCause` 'cardEffect').
   */
  winDuel(winner: Player | 'draw'): void;
  /** Takes control of a monster for `ctx.player`; with `untilEndPhase`, it goes back to its controller in this turn's End Phase. */
  changeControl(monster: CardId, untilEndPhase: boolean): boolean;
  /** Gives control of a monster to `to`, for good (Mystic Box gives the opponent one of yours). False if it is not on the field, `to` already controls it, or `to` has no free zone. */
  giveControl(monster: CardId, to: Player): boolean;
  /**
   * Switches control of two monsters controlled by different players, for good (Creature Swap): each
   * takes the other's zone. False (nothing moves) unless both are on the field on different sides.
   */
  switchControl(a: CardId, b: CardId): boolean;
  /**
   * Special Summons a new Token (`name` of a Token card) to `player`'s field; null if no zone is free. `copying`: a monster
   * whose printed Type, Attribute, Level, ATK and DEF the Token takes as its own (Cloning; kept as `CardInstance.copies`).
   */
  createToken(name: string, player: Player, position: 'attack' | 'defense', copying?: CardId): CardId | null;
  /**
   * Normal Summons or Sets 1 monster from `player`'s hand now, with its Tributes (Ultimate Offering's
   * extra Normal Summon: it does not use up the turn's Normal Summon). False if none can be.
   */
  normalSummonNow(player: Player): boolean;
  /** Leaves this card's effect named `key` (range 'delayed') waiting for its event until the end of this turn. */
  awaitLaterThisTurn(key: string): void;
  /**
   * "It becomes the End Phase of this turn" (Neko Mane King): once the current Chain is over, the turn
   * goes straight to its End Phase (phases.ts `enterEndPhaseNow`).
   */
  becomeEndPhase(): void;
  /** How many more Spell Counters `card` can take now (rule code `holdsSpellCounters`): 0 for a card that holds none, or is not face-up on the field. */
  spellCounterRoom(card: CardId): number;
  /**
   * The face-up cards this effect's player controls that may pay a cost of removing `count` Spell Counters for this
   * card's effect instead (rule code `paysSpellCounterCosts`, once per turn each, holding that many: Magical Citadel
   * of Endymion); never this card itself. Library.ts `removeSpellCountersCost` asks it.
   */
  spellCounterCostStandIns(count: number): CardId[];
  /** Removes `count` Spell Counters from such a stand-in (`spellCounterCostStandIns`), using its once per turn. */
  paySpellCounterCostWith(holder: CardId, count: number): void;
  /**
   * Leaves this card's effect named `key` (range 'delayed') waiting for its event for as long as `lasts`
   * says ("during your opponent's next End Phase": `{ turnsOf: ctx.opponent, count: 1 }`), wherever the card goes.
   * `about`: a card the waiting effect is about, wherever that card goes (Graverobber's Spell), read by `awaitedAbout`.
   */
  awaitLater(key: string, lasts: LastsFor, about?: CardId): void;
  /** The cards this card's waiting effects are about (`awaitLater`'s `about`), while they wait. */
  awaitedAbout(): CardId[];
  /** Negates a Summon in progress (Solemn Judgment): the monster is destroyed. */
  negateSummon(monster: CardId): void;
  /** Tosses a coin with the duel's seeded generator (the result is shown to both players). */
  tossCoin(): 'heads' | 'tails';
  /** Rolls a six-sided die with the duel's seeded generator. */
  rollDie(): number;
  /**
   * One of `cards` chosen at random with the duel's seeded generator ("randomly selects … from his/her
   * hand": Delinquent Duo), so that no player can know which beforehand (rulebook v9.1 "Random").
   */
  randomCard(cards: readonly CardId[]): CardId;
  /**
   * Puts `cards`, all in `player`'s Deck, on its top in this order (the first on top): "place them on top
   * of the Deck in any order", once the player has looked at them. Nothing leaves the Deck; no one else sees.
   */
  orderDeckTop(player: Player, cards: readonly CardId[]): void;
  /** Places (positive) or removes (negative) counters on a card on the field (a monster, a Spell or Trap Card); never below 0. Returns the new count. */
  changeCounters(monster: CardId, change: number): number;
  /** Up to `max` cards chosen one by one ("Special Summon up to 2"): after the first, each prompt also offers stopping. */
  chooseUpTo(player: Player, reason: string, cards: readonly CardId[], max: number): CardId[];
  /** Asks `player` to choose one card; the answer comes back when they have chosen. */
  chooseCard(player: Player, reason: string, cards: readonly CardId[]): CardId;
  chooseOption<T extends string>(player: Player, reason: string, options: readonly T[]): T;
}

export type Side = 'mine' | 'theirs' | 'all';

/** The positions an effect may Special Summon a monster in: face-up Attack or Defense, or face-down Defense (a Set card). */
export type SpecialSummonPosition = 'attack' | 'defense' | 'faceDownDefense';

/** A phase of a turn, as a card names its own time: of your turn, your opponent's, or either. */
export interface During {
  readonly phase: Phase;
  readonly turn: 'yours' | 'opponents' | 'either';
}

/** Whether `phase` of this turn (`myTurn`: the effect's controller is the turn player) is one the effect names. */
export const isDuring = (during: readonly During[], phase: Phase, myTurn: boolean): boolean =>
  during.some((d) => d.phase === phase && (d.turn === 'either' || (d.turn === 'yours') === myTurn));


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
  /**
   * A Trap Monster (Embodiment of Apophis): a Trap Card whose activation Special Summons it as a monster
   * with the facts above (Attribute, Type, Level, ATK, DEF; a Normal Monster unless it has effects of a
   * monster). In a Monster Zone it is a monster and still a Trap Card; anywhere else only a Trap Card
   * (card.ts `isMonsterIn`; the rule: library.ts `specialSummonAsTrapMonster`).
   */
  readonly trapMonster?: true;
  /** Text shown to players, in our own words (flavour line for Normal Monsters). */
  readonly text: string;
  /**
   * The card names its text specifically lists (ygopro's `listed_names`: Thousand Knives lists "Dark
   * Magician"), for cards that ask for "a card that specifically lists …" (Dark Magical Circle).
   */
  readonly listedNames?: readonly string[];
  /**
   * A "you win" condition checked whenever the duel's state is checked, from the owner's hand
   * (the Forbidden One). Receives the names of the cards in that player's hand.
   */
  readonly winsFromHand?: (handNames: readonly string[]) => boolean;
  /**
   * The card's own way to be Special Summoned (Cyber Dragon). Not an effect: it starts no Chain and
   * cannot be negated as an effect, only as a Summon (Solemn Judgment).
   */
  readonly summonProcedure?: SummonProcedure;
  /** Fusion, Synchro or Xyz Materials, read by the engine's shared Summon procedures (one each). */
  readonly materials?: Materials;
  /** A Tuner's own limit on the Synchro Summons it is used for (Debris Dragon). */
  readonly synchroMaterialLimit?: SynchroMaterialLimit;
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
 *   'banishFromFieldOrGraveyard': the cards you control (an equipped Union monster too) or in your Graveyard (ABC-Dragon Buster);
 * - synchro: exactly 1 face-up Tuner and 1 or more face-up non-Tuners whose Levels sum exactly to its
 *   Level, each filter narrowing which ("1 EARTH Tuner", "Junk Synchron"); `nonTunerArchetype`: the non-Tuners are of
 *   that archetype as they are on the field ("1 or more non-Tuner "Blue-Eyes" monsters", stats.ts `isOfArchetype`);
 * - xyz: `count` face-up monsters of Level `level` (not Tokens), attached to it as Xyz Materials; `alsoOn`: "you
 *   can also Xyz Summon this card by using a … Xyz Monster you control as the Xyz Material" (the face-up Xyz
 *   Monsters it accepts: Galaxy-Eyes Full Armor Photon Dragon), whose own materials become this card's too.
 *   `attribute`: the materials must also be of that Attribute now ("4 Level 5 LIGHT monsters": Number C102).
 */
export type Materials =
  | {
      readonly kind: 'fusion';
      readonly names: readonly string[];
      readonly contact?: 'banishFromField' | 'banishFromFieldOrGraveyard';
      /** Materials named by their Type, one entry per card, after the named ones ("1 Dragon-Type monster": Buster Blader, the Dragon Destroyer Swordsman); no substitute stands in for them (library.ts `fusionSummon`; not read by contact Fusions). */
      readonly ofType?: readonly string[];
      /** "Must be Fusion Summoned with the above Fusion Materials": no Fusion substitute (rule code `fusionSubstitute`) stands in for any of them (Super Conduction Machine Imperion Magnum). */
      readonly noSubstitute?: true;
    }
  | { readonly kind: 'synchro'; readonly tuner?: (def: CardDefinition) => boolean; readonly nonTuner?: (def: CardDefinition) => boolean; readonly nonTunerArchetype?: string; readonly text: string }
  | { readonly kind: 'xyz'; readonly level: number; readonly count: number; readonly attribute?: Attribute; readonly alsoOn?: (xyz: CardDefinition) => boolean };

/** "Cannot be used as Synchro Material, except for the Synchro Summon of …; the other materials cannot …". */
export interface SynchroMaterialLimit {
  readonly onlyFor?: (synchro: CardDefinition) => boolean;
  readonly others?: (material: CardDefinition) => boolean;
}

/**
 * "You can Special Summon this card from your hand" when `condition` holds (for the card's controller-to-be);
 * `cost`: what Summoning it this way costs ("by banishing 1 LIGHT and 1 DARK monster from your Graveyard"),
 * paid as it is Summoned (its choices asked by prompts) and never refunded, even if the Summon is negated.
 */
export interface SummonProcedure {
  readonly from: 'hand';
  /**
   * 'opponent': the monster is Special Summoned to the opponent's field (Lava Golem), its cost freeing the zone
   * there (the condition must see to it that one will be free); the Summon is its player's all the same.
   */
  readonly to?: 'opponent';
  readonly condition: (ctx: EffectContext) => boolean;
  readonly cost?: { readonly can: (ctx: EffectContext) => boolean; readonly pay: (ctx: EffectContext) => void };
  /** "You can only Special Summon <name> once per turn this way": a Summon by this procedure marks the turn for every copy (summonProcedure.ts). */
  readonly oncePerTurn?: 'name';
}

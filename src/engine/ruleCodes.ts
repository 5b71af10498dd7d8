import type { Player } from './constants';

/** A card instance id (state.ts `CardId`; this module sits below the duel's data model). */
type CardId = string;

/*
 * The rule codes (ygopro-core's EFFECT_* codes): every rule a card applies to the duel is one of these,
 * read through one function (continuous.ts `rulesOf`). A new mechanic is one code here and its reader
 * there, never a field of `Effect` or `CardDefinition`. Each applied rule carries its source, what it
 * affects and how long it lasts (`Lasts`). A code is asked in one or more places (`asked`):
 * - 'field': declared by a face-up card on the field in a continuous effect (`Effect.rules`), asked of
 *   the board each time and never written into the duel, so it ends the moment its card leaves, is
 *   turned face-down or has its effects negated (while face-up; while equipped or linked);
 * - 'self': declared by the card it is about, asked of that card only (a condition printed on it, or
 *   its own continuous effect);
 * - 'duel': recorded in the duel by a resolved effect or a cost (`Duel.rules`, plain JSON), in force
 *   until its duration runs out.
 * The table's order is the registry's bit order for the 'field' and 'self' codes (registry.ts).
 */


/** Where a code is asked (see the top of this file). */
export type Asked = 'field' | 'self' | 'duel';

/** One row of the table: where the code is asked, and the engine function that reads it (README table). */
interface RuleRow {
  readonly asked: readonly Asked[];
  readonly reader: string;
}

/**
 * The table of rule codes: where each is asked and the engine function that reads it. A code asked of
 * the duel also says how a recorded rule answers its question (`RECORDED`).
 */
export const RULE_CODES = {
  protects: { asked: ['field', 'duel'], reader: 'continuous.ts protectsFromTargeting (activation.ts target lists, asked with the player whose effect targets)' },
  locksInDefense: { asked: ['field'], reader: 'continuous.ts defenseLock (legal.ts position changes, stateCheck.ts)' },
  mustBeAttacked: { asked: ['field'], reader: 'continuous.ts mustBeAttacked (legal.ts attack targets)' },
  doublesBattleDamage: { asked: ['field'], reader: 'continuous.ts battleDamageDoubled (battle.ts)' },
  barsActivation: { asked: ['field'], reader: 'continuous.ts activationBarred (activation.ts)' },
  preventsDestruction: { asked: ['field'], reader: 'continuous.ts destructionPrevention (effects/context.ts destroy)' },
  preventsBattleDestruction: { asked: ['field'], reader: 'continuous.ts battleDestructionPrevention (battle.ts)' },
  substitutesForEquipped: { asked: ['field'], reader: 'continuous.ts equipSubstitute (battle.ts; effects/context.ts destroy, asked with \'effect\')' },
  noAttackDeclarations: { asked: ['field', 'duel'], reader: 'continuous.ts attackDeclarationsBarred (legal.ts attacks; reasons.ts)' },
  cannotAttack: { asked: ['field', 'duel'], reader: 'continuous.ts monsterAttackLock (legal.ts attackerRefusal)' },
  negatesEffects: { asked: ['field'], reader: 'stats.ts negatedByRule (effectsApplyNow: every reader of continuous effects; chain.ts resolving Chain Links; continuous.ts destroysLinkedAsItLeaves)' },
  takesControl: { asked: ['field'], reader: 'continuous.ts controlTaker (stateCheck.ts adjustControl)' },
  cannotChangePosition: { asked: ['field', 'duel'], reader: 'continuous.ts positionLock (legal.ts position changes, Flip Summons)' },
  cannotAttackDirectly: { asked: ['self'], reader: 'continuous.ts mayAttackDirectly (legal.ts attacks)' },
  notTributeForTributeSummon: { asked: ['self'], reader: 'summon.ts tributeSets' },
  cannotBeSpecialSummonedFromGraveyard: { asked: ['self'], reader: 'extraDeck.ts mayBeSpecialSummonedByEffect (ruleSources.ts printedRuleApplies)' },
  onlyOneFaceUp: { asked: ['self'], reader: 'board.ts mayControlAnotherFaceUp (ruleSources.ts printedRuleApplies; summon.ts faceUpRefusal), stateCheck.ts, extraSummon.ts' },
  notSynchroMaterial: { asked: ['self'], reader: 'extraSummon.ts synchroMaterialSets' },
  negatesSpellTargetingIt: { asked: ['self'], reader: 'chain.ts guardAgainstSpell' },
  negatesSpellEffectTargetingIt: { asked: ['self'], reader: 'chain.ts negateTargetingGuard (as the Spell is activated)' },
  onlyByProcedure: { asked: ['self'], reader: 'summon.ts normalSummonKindRefusal (refusal specialSummonOnly); extraDeck.ts mustBeProperlySummonedCard (ruleSources.ts printedRuleApplies)' },
  normalSummonOnlySet: { asked: ['self'], reader: 'legal.ts summonRefusal (refusal setOnly: legal.ts normalSummons, reasons.ts); effects/context.ts normalSummonNow (ruleSources.ts printedRuleApplies)' },
  cannotBeNormalSummoned: { asked: ['self'], reader: 'summon.ts normalSummonKindRefusal (refusal normalSummonNever; ruleSources.ts printedRuleApplies)' },
  originalAtk: { asked: ['self'], reader: 'stats.ts originalStat (currentAtk, currentStats)' },
  originalDef: { asked: ['self'], reader: 'stats.ts originalStat (currentDef, currentStats)' },
  equipDestroyedInstead: { asked: ['self'], reader: 'continuous.ts equipSubstitute (battle.ts; effects/context.ts destroy, asked with \'effect\')' },
  indestructibleByBattleWith: { asked: ['self'], reader: 'battle.ts damageCalculationStep (the monsters destroyed by battle)' },
  cannotBeSpecialSummoned: { asked: ['self'], reader: 'extraDeck.ts mayBeSpecialSummonedByEffect (ruleSources.ts printedRuleApplies)' },
  attacksEachMonster: { asked: ['self', 'duel'], reader: 'continuous.ts attacksEachMonster (legal.ts attackerRefusal, repeatAttackRefusal: refusal alreadyAttackedThat; battle.ts declareAttack marks its targets)' },
  summonWithoutTribute: { asked: ['self'], reader: 'summon.ts forEachSummonable' },
  normalSummonWithoutTribute: { asked: ['self'], reader: 'summon.ts forEachSummonable, settableWithoutTribute (legal.ts normalSummons, reasons.ts, effects/context.ts normalSummonNow)' },
  doubleTribute: { asked: ['self'], reader: 'summon.ts tributeSets (countsAsTwoTributes)' },
  holdsSpellCounters: { asked: ['self'], reader: 'continuous.ts spellCounterRoom (ctx.spellCounterRoom: Apprentice Magician)' },
  pendulumScale: { asked: ['self'], reader: 'continuous.ts currentScale (extraSummon.ts Pendulum Summons)' },
  levelBecomes: { asked: ['self'], reader: 'stats.ts ownLevel (currentLevel)' },
  destroyedWithLinked: { asked: ['self'], reader: 'stateCheck.ts breakLostLink' },
  destroyedWhenLinkedLeaves: { asked: ['self'], reader: 'stateCheck.ts breakLostLink' },
  destroysLinkedMonster: { asked: ['self'], reader: 'continuous.ts destroysLinkedAsItLeaves (stateCheck.ts destroyMonstersLeftLinked, as the card leaves the field)' },
  noBattleDamage: { asked: ['field', 'duel'], reader: 'battle.ts protectedBy' },
  indestructibleByBattle: { asked: ['duel'], reader: 'battle.ts protectedBy' },
  noSummons: { asked: ['field', 'duel'], reader: 'summon.ts maySummon' },
  noSpecialSummons: { asked: ['field', 'duel'], reader: 'summon.ts maySpecialSummon' },
  additionalNormalSummon: { asked: ['duel'], reader: 'legal.ts normalSummonTurnRefusal (mayNormalSummonAgain)' },
  additionalNormalSummonUsed: { asked: ['duel'], reader: 'legal.ts normalSummonTurnRefusal (mayNormalSummonAgain); recorded by apply.ts normalSummonOrSet' },
  additionalSummonOfLevel: { asked: ['duel'], reader: 'legal.ts normalSummons (additionalSummonOfLevel: the lowest Level is the rule\'s key)' },
  additionalSummonOfLevelUsed: { asked: ['duel'], reader: 'legal.ts additionalSummonOfLevel; recorded by apply.ts normalSummonOrSet' },
  noNormalSummons: { asked: ['duel'], reader: 'legal.ts normalSummonTurnRefusal; effects/context.ts normalSummonNow' },
  noBattlePhase: { asked: ['duel'], reader: 'continuous.ts battlePhaseBarred (legal.ts phase moves)' },
  reverseStatChanges: { asked: ['duel'], reader: 'stats.ts changes (ruleSources.ts recordedRuleApplies)' },
  mayTribute: { asked: ['duel'], reader: 'summon.ts tributeSets' },
  extraAttack: { asked: ['duel'], reader: 'continuous.ts mayAttackAgain (legal.ts attackerRefusal); battle.ts declareAttack uses it up' },
  noActivationsOfName: { asked: ['duel'], reader: 'activation.ts nameLocked' },
  skipDrawPhase: { asked: ['duel'], reader: 'phases.ts startTurn' },
  remainsOnField: { asked: ['duel'], reader: 'chain.ts (a resolved Spell stays), phases.ts endLastingRules' },
  returnsInEndPhase: { asked: ['duel'], reader: 'phases.ts endPhaseFates (as the End Phase begins)' },
  destroyedInEndPhase: { asked: ['duel'], reader: 'phases.ts endPhaseFates (as the End Phase begins)' },
  destroyedInStandbyPhase: { asked: ['duel'], reader: 'phases.ts standbyPhaseFates (as the Standby Phase of the rule\'s last turn begins)' },
  banishedInEndPhase: { asked: ['duel'], reader: 'phases.ts endPhaseFates (as the End Phase begins)' },
  returnsToHandInStandbyPhase: { asked: ['duel'], reader: 'phases.ts standbyPhaseFates (as the Standby Phase of its last turn begins)' },
  cannotActivateYet: { asked: ['duel'], reader: 'a barsActivation rule of the card that recorded it (Anti-Spell Fragrance: library.ts setSpellsWaitForNextTurn)' },
  awaits: { asked: ['duel'], reader: 'triggers.ts holdersNow (the delayed Trigger effects waiting)' },
  effectUsed: { asked: ['duel'], reader: 'activation.ts usedThisTurn (once per Duel)' },
  banishesLinkedMonster: { asked: ['self'], reader: 'continuous.ts destroysLinkedAsItLeaves (stateCheck.ts destroyMonstersLeftLinked, as the card leaves the field)' },
  defenseAfterAttacking: { asked: ['self'], reader: 'battle.ts toDefenseAfterAttacking (endDamageStep)' },
  attacksDirectly: { asked: ['self', 'duel'], reader: 'legal.ts directAttackRefusal' },
  destroyedAfterTargeted: { asked: ['self'], reader: 'chain.ts destroyTargetedSelfDestroyers (after a Chain Link that targeted it resolves); battle.ts after damage calculation' },
  negatesBattleDestroyed: { asked: ['self', 'duel'], reader: 'battle.ts damageCalculationStep (marks the monster it destroys by battle); triggers.ts collectTriggers' },
  controlCannotSwitch: { asked: ['self'], reader: 'effects/context.ts changeControl, switchControl; stateCheck.ts moveControl' },
  attackCost: { asked: ['self'], reader: 'legal.ts attackerRefusal (refusal cannotPayAttackCost); battle.ts declareAttack pays it' },
  mustAttack: { asked: ['self'], reader: 'legal.ts mustStillAttack (phaseMoves: no leaving the Battle Phase; refusal mustAttack)' },
  destroyedInFaceUpDefense: { asked: ['self'], reader: 'stateCheck.ts destroySelfInDefense' },
  banishedAsItLeaves: { asked: ['self'], reader: 'continuous.ts banishedAsItLeaves (every move of a monster off the field: leaving.ts monsterToGraveyard, effects/context.ts moveTo/returnToDeck, phases.ts)' },
  banishesBattleDestroyed: { asked: ['self'], reader: 'battle.ts destroyByBattle (the monster it destroys by battle is banished instead of sent to the Graveyard)' },
  piercing: { asked: ['field'], reader: 'continuous.ts inflictsPiercingDamage (battle.ts damageCalculationStep)' },
  noEffectDamage: { asked: ['field', 'duel'], reader: 'continuous.ts effectDamagePrevented (effects/context.ts damage)' },
  reflectsEffectDamage: { asked: ['duel'], reader: 'effects/context.ts damage (the Chain Link resolving)' },
  noDamageFromLink: { asked: ['duel'], reader: 'effects/context.ts damage (the Chain Link resolving)' },
  negatesResolvingEffects: { asked: ['field'], reader: 'chain.ts negatedSinceActivation (a Chain Link of the card resolves doing nothing, wherever the card is)' },
  negatesTrapEffectTargetingIt: { asked: ['self'], reader: 'chain.ts negateTargetingGuard (as the Trap effect is activated)' },
  negatesMonsterEffectTargetingOnlyIt: { asked: ['self'], reader: 'chain.ts negateMonsterEffectOnItsOnlyTarget (as the monster effect is activated)' },
  cannotBanishFromGraveyard: { asked: ['field'], reader: 'continuous.ts graveyardBanishBarred (effects/context.ts banish and mayBanish: effects, costs, targets)' },
  cannotBeAttackTarget: { asked: ['field'], reader: 'continuous.ts shieldedFromAttack (legal.ts attackTargetRefusal; refusal notAttackTarget)' },
  lpGainBecomesDamage: { asked: ['field'], reader: 'continuous.ts lpGainBecomesDamage (effects/context.ts gainLp)' },
  attackTargetsOnly: { asked: ['field'], reader: 'continuous.ts onlyTargetsFor (legal.ts attackTargetRefusal: attacks, reasons.ts; refusal mustAttackOther)' },
  indestructibleByEffects: { asked: ['duel'], reader: 'continuous.ts destroyedByEffectsBarred (effects/context.ts destroy)' },
  locksGraveyard: { asked: ['field'], reader: 'continuous.ts graveyardLocked (chain.ts resolveTopLink: an effect targeting such a card is negated; effects/context.ts: an effect resolving does not move it, ctx.mayLeaveGraveyard)' },
  noSpellTrapPlays: { asked: ['duel'], reader: 'continuous.ts spellTrapPlaysBarred (activation.ts Spell/Trap Card activations, chain.ts setSpellTrapRefusal, pendulum.ts pendulumScaleRefusal; refusal spellTrapPlaysBarred)' },
  lpCostToPlay: { asked: ['field'], reader: 'continuous.ts playCost, playCostRefusal (legal.ts, reasons.ts, activation.ts, chain.ts setSpellTrapRefusal, summonProcedure.ts, pendulum.ts; paid by summon.ts payToPlay; refusal playCostUnpaid)' },
  noMonsterSets: { asked: ['field'], reader: 'continuous.ts monsterSetBarred (legal.ts normalSummons and reasons.ts: a Set is a Normal Summon in face-up Defense Position, apply.ts normalSummonOrSet; effects/context.ts specialSummon: face-down becomes face-up Defense, setPosition: never turned face-down)' },
  noSpellLpCosts: { asked: ['field'], reader: 'effects/context.ts lpCostWaived (library.ts payLpCost, payHalfLpCost: the LP cost of a Spell Card\'s activation)' },
  locksInAttack: { asked: ['field'], reader: 'continuous.ts attackLock (stateCheck.ts applyPositionLocks: changed to Attack Position; legal.ts lazyDefenseLock: no position changes)' },
  drawsOnlyInDrawPhase: { asked: ['field'], reader: 'continuous.ts drawBarred (effects/context.ts draw: no card drawn; activation.ts: an effect declaring a draw is not activated, refusal cannotDraw)' },
  decksUpsideDown: { asked: ['field'], reader: 'continuous.ts deckUpsideDownByRule (stateCheck.ts turnDecksOver: the Deck is turned over, Duel.decksUpsideDown; visibility.ts canSee, veil.ts, determinise.ts, view.ts read that)' },
  halvesBattleDamage: { asked: ['self'], reader: 'battle.ts damageCalculationStep (the battle damage the monster inflicts to its controller\'s opponent)' },
  destroysItself: { asked: ['self'], reader: 'stateCheck.ts destroySelfDestroyers (whenever the state is checked)' },
  cannotBeNormalOrFlipSummoned: { asked: ['self'], reader: 'legal.ts summonRefusal, flipSummonRefusal (refusal summonConditionUnmet; reasons.ts)' },
  negatesTargetingOnRoll: { asked: ['self'], reader: 'chain.ts rollAgainstTargeting (resolveTopLink: as an opponent\'s effect targeting the face-up monster resolves)' },
  destroyedInstead: { asked: ['duel'], reader: 'effects/context.ts destroy (the rule\'s source is destroyed in its place, while it is on the field)' },
  alsoAttribute: { asked: ['self'], reader: 'stats.ts hasAttribute (ctx.hasAttribute: a face-up monster on the field)' },
  halvesAtk: { asked: ['field'], reader: 'stats.ts halvings (currentAtk, currentStats: after every other change)' },
  extraAttacks: { asked: ['field'], reader: 'continuous.ts extraAttacksOf (legal.ts attackedAlready: its attacks this turn, counted by the attacked marks battle.ts declareAttack makes)' },
  negatesBattleDestroyedBy: { asked: ['field'], reader: 'battle.ts destroyByBattle (marks the monster destroyed by battle with the one asked about); triggers.ts collectTriggers' },
  swapsOriginalStats: { asked: ['duel'], reader: 'stats.ts originalStat (currentAtk, currentDef, currentStats: the original ATK and DEF exchanged)' },
  unaffectedBy: { asked: ['self'], reader: 'stats.ts unaffectedBy (effects/context.ts: what a resolving effect does to a card; stats.ts changes: ATK/DEF modifiers; continuous.ts: field rules about a monster, attackDeclarationsBarred)' },
  cannotBeSummonedNow: { asked: ['self'], reader: 'legal.ts summonRefusal, flipSummonRefusal (refusal summonConditionUnmet); stats.ts summonConditionUnmet (ctx.maySpecialSummonByEffect; effects/context.ts specialSummon, normalSummonNow)' },
  negatesSpellEffectTargetingMonster: { asked: ['field'], reader: 'chain.ts negateTargetingGuard (Ryu Senshi\'s reader: as the Spell Card is activated)' },
  negatesOpponentSpellEffectTargetingIt: { asked: ['self'], reader: 'chain.ts negatedSinceActivation (as the Spell effect resolves)' },
  unusableZones: { asked: ['duel'], reader: 'continuous.ts freeMonsterZones (every placing of a monster: Summons, Special Summons, Tokens, control changes, returns; legal.ts summonZones for the mat)' },
  negatesGraveyardEffects: { asked: ['field'], reader: 'chain.ts graveyardEffectNegated (resolveTopLink: an effect targeting a card now in a Graveyard, or activated in the Graveyard, resolves doing nothing)' },
  cannotBeTributed: { asked: ['field', 'duel'], reader: 'continuous.ts tributeBarred (summon.ts tributeSets: Tribute Summons; effects/context.ts mayBeTributed and tribute: Tribute costs, Ritual Tributes, Summon procedures, library.ts tributableMonsters, tributeSelfCost, tributeOneCost)' },
  cannotBePlayed: { asked: ['field'], reader: 'continuous.ts playBarred, playCostRefusal (legal.ts, reasons.ts, activation.ts, chain.ts setSpellTrapRefusal, summonProcedure.ts, pendulum.ts; refusal cannotBePlayed); effects/context.ts specialSummon, maySpecialSummonByEffect (a Special Summon by an effect, from anywhere)' },
  monsterCap: { asked: ['duel'], reader: 'stats.ts freeMonsterZones, monsterCapOf (every placing of a monster, as unusableZones)' },
  indestructibleByEffectOf: { asked: ['self'], reader: 'continuous.ts destroyedByEffectsBarred (effects/context.ts destroy, asked with the effect\'s card and whether it targets this one)' },
  banishesGraveyardBound: { asked: ['field'], reader: 'continuous.ts banishedInsteadOfGraveyard (leaving.ts toGraveyard: every card going to a Graveyard from above the board layer; effects/context.ts moveTo, destroy)' },
  counterRemovedInstead: { asked: ['duel'], reader: 'effects/context.ts destroy (a counter on the card is removed in its place, once; the rule then ends)' },
  cannotBeSet: { asked: ['self'], reader: 'chain.ts setSpellTrapRefusal (refusal cannotBeSet); effects/context.ts settableFromHand' },
  leavesWithKept: { asked: ['self'], reader: 'stateCheck.ts dropLostKept (a kept card has left the field: the card and the rest it keeps are sent to the Graveyard)' },
  makesMonstersUnaffected: { asked: ['field'], reader: 'stats.ts unaffectedBy, mayBeUnaffected (every reader of unaffectedBy: effects/context.ts untouched, stats.ts changes, continuous.ts spares and attackDeclarationsBarred, stateCheck.ts destroyMonstersLeftLinked)' },
  typeCannotAttack: { asked: ['duel'], reader: 'continuous.ts monsterAttackLock (legal.ts attackerRefusal; refusal cannotAttack)' },
  oneTypeOfMonster: { asked: ['field'], reader: 'continuous.ts anotherTypeBarred (summon.ts faceUpRefusal: legal.ts summonRefusal, flipSummonRefusal, refusal anotherType; effects/context.ts specialSummon, maySpecialSummonByEffect, normalSummonNow, createToken; summonProcedure.ts, extraSummon.ts, pendulum.ts), typesToKeep (stateCheck.ts sendOtherTypesToGraveyard)' },
  oneSpecialSummonAtATime: { asked: ['field'], reader: 'summon.ts oneSpecialSummonAtATime (pendulum.ts pendulumChoices: 1 monster; effects/context.ts specialSummon, createToken: the first monster an effect Special Summons as it resolves)' },
  tributeToSummonFromGraveyard: { asked: ['self'], reader: 'stats.ts graveyardSummonTributes (effects/context.ts specialSummon: the Tribute is chosen and made as the monster leaves the Graveyard; maySpecialSummonByEffect)' },
  trapMonsterZone: { asked: ['duel'], reader: 'board.ts spellTrapZoneFree, freeSpellTrapZones (every placing of a Spell or Trap Card in a Spell & Trap Zone: activation.ts, chain.ts, legal.ts, reasons.ts, board.ts setSpellTrapFaceDown, effects/context.ts, absorb.ts, library.ts)' },
  nameBecomes: { asked: ['self'], reader: 'stats.ts namesOf, isNamed (ctx.isNamed; library.ts Fusion Materials and named Tributes, Summons and searches; extraSummon.ts namedSets; continuous.ts monsterAttackLock by passcode)' },
  alsoNamed: { asked: ['self'], reader: 'stats.ts namesOf, isNamed (as nameBecomes)' },
  treatedAsNormalMonster: { asked: ['self'], reader: 'stats.ts isNormalMonster (ctx.isNormalMonster: cards asking for a Normal Monster)' },
  alsoArchetype: { asked: ['self'], reader: 'stats.ts isOfArchetype (ctx.isOfArchetype: cards asking for a "Blue-Eyes" card)' },
  fusionSubstitute: { asked: ['self'], reader: 'stats.ts isFusionSubstitute (ctx.isFusionSubstitute: library.ts fusionSummon, fusionMaterialsAvailable)' },
  originalDefBecomes: { asked: ['duel'], reader: 'stats.ts originalStat (currentDef, currentStats: the original DEF is the rule\'s key, a number)' },
  pendulumScaleBecomes: { asked: ['duel'], reader: 'continuous.ts currentScale (the Scale is the rule\'s key, a number; pendulum.ts Pendulum Summons)' },
  halvesBattleDamageTaken: { asked: ['field'], reader: 'battle.ts damageCalculationStep (the battle damage the player takes, after it is doubled)' },
  counterRemovedInsteadOfBattle: { asked: ['self'], reader: 'battle.ts destroyByBattle (a counter on the monster is removed in its place)' },
  noSpecialSummonsOfKind: { asked: ['duel'], reader: 'continuous.ts playBarred (every Special Summon of a monster of that kind: procedures, effects, as cannotBePlayed)' },
  negatesEffectsOfKind: { asked: ['duel'], reader: 'stats.ts negatedByRule (a face-up monster of that kind on the field)' },
  fusionMaterialsUsed: { asked: ['duel'], reader: 'library.ts fusionMaterialsOf (the materials a Fusion Monster on the field was Fusion Summoned with, its key: their ids)' },
  synchroMaterialsUsed: { asked: ['duel'], reader: 'library.ts synchroMaterialsOf (the materials a Synchro Monster on the field was Synchro Summoned with, its key: their ids; none: not Synchro Summoned)' },
  handLevelChange: { asked: ['duel'], reader: 'stats.ts currentLevel, tributesNeededNow (summon.ts, reasons.ts, refusals.ts: the Tributes a Normal Summon needs)' },
  cardCannotBeSpecialSummoned: { asked: ['duel'], reader: 'extraDeck.ts mayBeSpecialSummonedByEffect (effects/context.ts specialSummon, ctx.maySpecialSummonByEffect: a Union\'s unequip too)' },
  forcedBattle: { asked: ['duel'], reader: 'battle.ts startForcedBattle (flow.ts afterChain: once the Chain that recorded it is over, the monster `card` battles the monster `key`, in whatever phase)' },
  noDeckToHand: { asked: ['duel'], reader: 'continuous.ts deckToHandBarred (effects/context.ts draw, addToHand: nothing from the Deck; activation.ts: an effect declaring a draw or a search is not activated, refusals cannotDraw, deckToHandBarred)' },
  notXyzMaterial: { asked: ['self'], reader: 'extraSummon.ts xyzMaterialSets (every Xyz Summon: its listed materials and an Xyz Monster used by `alsoOn`)' },
  othersCannotAttackDirectly: { asked: ['duel'], reader: 'continuous.ts mayAttackDirectly (legal.ts attacks: the monsters the rule\'s player controls but the one in its key)' },
  nameChangedTo: { asked: ['duel'], reader: 'stats.ts namesOf, isNamed (the card\'s name is the rule\'s key while it lasts, as nameBecomes)' },
  extraAttackOnMonsters: { asked: ['duel'], reader: 'legal.ts attackOnMonstersLeft (attackerRefusal, repeatAttackRefusal: a second attack this turn, never a direct one)' },
  noGraveyardActivations: { asked: ['duel'], reader: 'continuous.ts graveyardActivationBarred (activationBarred: activation.ts activations, triggers.ts Triggers; refusal activationBarred)' },
  setAsSpellCard: { asked: ['self'], reader: 'chain.ts setSpellTrapRefusal (the monster may be Set from the hand to the Spell & Trap Zone as a Spell Card: the setSpellTrap action; its destruction there by an effect is the event destroyed with setInSpellTrapZone)' },
  banishedInsteadOfDestruction: { asked: ['self'], reader: 'continuous.ts destructionReplacements (effects/context.ts destroy: asked of its player with ctx.chooseOption while a Chain Link resolves; battle.ts destroyByBattle: a prompt before the battle\'s monsters are destroyed, the step battleDestruction resumed with the answers)' },
  deckTopBanishedInsteadOfDestruction: { asked: ['field'], reader: 'continuous.ts destructionReplacements (as banishedInsteadOfDestruction: effects/context.ts destroy, battle.ts destroyByBattle)' },
  materialsDetachedInsteadOfDestruction: { asked: ['self'], reader: 'continuous.ts destructionReplacements (as banishedInsteadOfDestruction: effects/context.ts destroy, battle.ts destroyByBattle; leaving.ts payReplacement detaches)' },
  othersCannotAttack: { asked: ['duel'], reader: 'continuous.ts monsterAttackLock (legal.ts attackerRefusal; refusal cannotAttack: the monsters the rule\'s player controls but the one in its key)' },
  attackTargetsOnlyNamed: { asked: ['duel'], reader: 'continuous.ts shieldedFromAttack (legal.ts attackTargetRefusal; refusal notAttackTarget: the rule\'s player\'s monsters but those of the name in its key)' },
  counterRemovedInsteadOfDestruction: { asked: ['self'], reader: 'continuous.ts destructionReplacements (as banishedInsteadOfDestruction: asked of the face-up card holding a counter; leaving.ts payReplacement removes 1)' },
  paysSpellCounterCosts: { asked: ['self'], reader: 'continuous.ts spellCounterCostStandIns (ctx.spellCounterCostPayable, ctx.paySpellCounterCost)' },
  noBanishing: { asked: ['duel'], reader: 'continuous.ts banishingBarred (effects/context.ts mayBanish: banish, banishFaceDown, costs and targets; continuous.ts banishedInsteadOfGraveyard, banishedAsItLeaves; battle.ts banishesBattleDestroyed: the card goes where it was going)' },
  tributeSummonAlsoWith: { asked: ['self'], reader: 'summon.ts alsoTributeSummonedWith (tributeSetsFor: legal.ts normalSummons, reasons.ts, effects/context.ts normalSummonNow; setNeedsTributes: never a Set with that many)' },
} as const satisfies Record<string, RuleRow>;
/** A rule code: what it means and what it is asked about are in effects/types.ts `RuleAbout`. */
export type RuleCode = keyof typeof RULE_CODES;

type AskedIn<A extends Asked> = { [C in RuleCode]: A extends (typeof RULE_CODES)[C]['asked'][number] ? C : never }[RuleCode];
/** The codes face-up cards on the field declare (asked of the board). */
export type FieldRuleCode = AskedIn<'field'>;
/** The codes a card declares about itself. */
export type SelfRuleCode = AskedIn<'self'>;
/** The codes a resolved effect or a cost records in the duel. */
export type RecordedRuleCode = AskedIn<'duel'>;
/** The codes a card declares (`Effect.rules`). */
export type CardRuleCode = FieldRuleCode | SelfRuleCode;

const codesAsked = <A extends Asked>(asked: A): readonly AskedIn<A>[] =>
  (Object.keys(RULE_CODES) as RuleCode[]).filter((c): c is AskedIn<A> => (RULE_CODES[c].asked as readonly Asked[]).includes(asked));
export const FIELD_RULES = codesAsked('field');
export const SELF_RULES = codesAsked('self');
export const RECORDED_RULES = codesAsked('duel');
export const isRecordedCode = (code: RuleCode): code is RecordedRuleCode => (RULE_CODES[code].asked as readonly Asked[]).includes('duel');

/**
 * How long an applied rule lasts (ygopro's reset flags), as plain data:
 * - whileFaceUp: while its source stays face-up on the field with its effects applying (a Pendulum
 *   Effect: in its Pendulum Zone); never written into the duel, asked of the board;
 * - whileEquipped / whileLinked: while its source stays face-up and equipped (an Equip Card) or linked
 *   (a Continuous Trap that targeted a monster: `SpellTrapSlot.linkedTo`) to the monster `to`; the link
 *   breaks when that monster leaves the field;
 * - printed: a condition printed on the card, wherever the card is; never negated;
 * - thisTurn: until the end of turn `turn`;
 * - untilEndPhase: until the End Phase of turn `turn` begins;
 * - turns: for `count` of `player`'s turns after the one it was applied in, counted by that player's
 *   turns (Swords of Revealing Light: 3 of the opponent's; Reckless Greed: the next 2 Draw Phases):
 *   it runs through the End Phase of turn `through` (turns alternate, so that is known when applied);
 * - duel: for the rest of the Duel ("once per Duel");
 * - thisChain: until the current Chain is over (chain.ts drops it then): Barrel Behind the Door's damage
 *   reflected for the Chain Link it answered; a card kept on the field for the Chain (`remainsOnField`: Fake
 *   Trap) goes to the Graveyard then.
 * A recorded rule lasts thisTurn, untilEndPhase, turns, duel or thisChain.
 */
export type Lasts =
  | { readonly kind: 'whileFaceUp' }
  | { readonly kind: 'whileEquipped'; readonly to: CardId }
  | { readonly kind: 'whileLinked'; readonly to: CardId }
  | { readonly kind: 'printed' }
  | RecordedLasts;

export type RecordedLasts =
  | { readonly kind: 'thisTurn'; readonly turn: number }
  | { readonly kind: 'untilEndPhase'; readonly turn: number }
  | { readonly kind: 'turns'; readonly player: Player; readonly count: number; readonly through: number }
  | { readonly kind: 'duel' }
  | { readonly kind: 'thisChain'; readonly turn: number };

/** A duration as a card's script names it; the context makes it data against the current turn (`recordedLasts`). */
export type LastsFor = 'thisTurn' | 'untilEndPhase' | 'duel' | 'thisChain' | { readonly turnsOf: Player; readonly count: number };

/**
 * A rule recorded in the duel (plain JSON): `code` applied to `player` (and to `card` or the name
 * `passcode` where the code is about one), by the effect of `source`, for as long as `lasts` says.
 * `awaits`: the delayed effect `key` (`<card>#<effect key>`) of `source` waits for its event.
 */
export interface DuelRule {
  readonly code: RecordedRuleCode;
  readonly player: Player;
  readonly card?: CardId;
  readonly passcode?: string;
  /** returnsInEndPhase: the position it returns in ('attack' or 'defense'). effectUsed: the effect used (`<card or passcode>#<effect>`, as once-per-turn uses are keyed); awaits: the delayed effect waiting (`<card>#<key>`). */
  readonly key?: string;
  readonly source?: CardId;
  /** awaits: the card the waiting effect is about, kept wherever that card goes (Graverobber's Spell: `EffectContext.awaitedAbout`). */
  readonly about?: CardId;
  readonly lasts: RecordedLasts;
}

/** What each recorded code is asked about (the same questions as effects/types.ts `RuleAbout`). */
export interface RecordedAbout {
  attacksDirectly: [monster: CardId];
  noAttackDeclarations: [player: Player];
  /** `passcode`: the monster's name, for a rule about every monster of a name (Burst Stream of Destruction's "Blue-Eyes White Dragon"). */
  cannotAttack: [monster: CardId, passcode?: string];
  /** `controller`: the player controlling `monster`; `type`: its Type (Magicians Unite: key `<Type>#<the monster spared>`). */
  typeCannotAttack: [monster: CardId, controller: Player, type?: string];
  cannotChangePosition: [monster: CardId];
  noBattleDamage: [player: Player, battle: readonly CardId[]];
  /** With a `card`, only that monster (Draw Muscle); without, every monster of `player` (Waboku). */
  indestructibleByBattle: [player: Player, monster: CardId];
  noSummons: [player: Player];
  noSpecialSummons: [player: Player];
  cannotBeTributed: [card: CardId];
  additionalNormalSummon: [player: Player];
  additionalNormalSummonUsed: [player: Player];
  /** `player` may Normal Summon (not Set) once more this turn a monster of the Level in `key` or higher (Performapal Hip Hippo). */
  additionalSummonOfLevel: [player: Player];
  additionalSummonOfLevelUsed: [player: Player];
  noNormalSummons: [player: Player];
  noBattlePhase: [player: Player];
  reverseStatChanges: [];
  mayTribute: [player: Player, card: CardId];
  extraAttack: [monster: CardId];
  /** `cardActivation`: the activation asked about is a Spell or Trap Card's (a rule keyed 'cardActivation' bars only those: Cursed Seal of the Forbidden Spell). */
  noActivationsOfName: [player: Player, passcode: string, cardActivation?: boolean];
  skipDrawPhase: [player: Player];
  remainsOnField: [card: CardId];
  effectUsed: [player: Player, key: string];
  awaits: [card: CardId];
  returnsInEndPhase: [card: CardId];
  destroyedInEndPhase: [card: CardId];
  destroyedInStandbyPhase: [card: CardId];
  banishedInEndPhase: [card: CardId];
  returnsToHandInStandbyPhase: [card: CardId];
  noEffectDamage: [player: Player, by: Player];
  reflectsEffectDamage: [player: Player, link: string];
  noDamageFromLink: [player: Player, link: string];
  cannotActivateYet: [card: CardId];
  /** A recorded protection (Azure-Eyes Silver Dragon): `card` cannot be targeted by card effects (any player's). */
  protects: [card: CardId, by: Player];
  /** `card` cannot be destroyed by card effects (Azure-Eyes Silver Dragon). */
  indestructibleByEffects: [card: CardId];
  noSpellTrapPlays: [player: Player];
  /** `player`'s Monster Zone `zone` (0-4) cannot be used (Ojama King's chosen zones: `key` lists them, "0,3"). */
  unusableZones: [player: Player, zone: number];
  destroyedInstead: [card: CardId, link: string];
  /** `player` cannot place a monster on the field beyond as many as the rule's card's controller controls (Kaiser Colosseum). */
  monsterCap: [player: Player];
  swapsOriginalStats: [card: CardId];
  /** If `card` would be destroyed by a card effect, 1 counter is removed from it instead (Magic Reflector: `source` placed it). */
  counterRemovedInstead: [card: CardId];
  /** `player`'s Spell & Trap Zone `zone` (0-4) is held by the Trap Monster `card` that left it for a Monster Zone (`key`: the zone). */
  trapMonsterZone: [player: Player, zone: number];
  /** `card`'s original DEF becomes the number in `key` (Curse of Anubis: 0, this turn). */
  originalDefBecomes: [card: CardId];
  /** The Pendulum Scale of `card` in its Pendulum Zone becomes the number in `key` (Performapal Parrotrio: 7, this turn). */
  pendulumScaleBecomes: [card: CardId];
  /** `player` cannot add cards from their Deck to their hand, drawing included (Droll & Lock Bird: both players, this turn). */
  noDeckToHand: [player: Player];
  /** `player` cannot banish cards (Artifact Lancea: both players, this turn). */
  noBanishing: [player: Player];
  /** `player` cannot Special Summon a monster of the kind in `key` ('ritual', 'fusion', 'synchro', 'xyz', 'pendulum': card.ts monsterKinds) (Dimension Barrier). */
  noSpecialSummonsOfKind: [player: Player, kind: string];
  /** The face-up monsters on the field of the kind in `key` have their effects negated (Dimension Barrier). */
  negatesEffectsOfKind: [kind: string];
  /** `card` was Fusion Summoned with the materials whose ids `key` lists, comma-separated (library.ts fusionSummon; De-Fusion reads it). */
  fusionMaterialsUsed: [card: CardId];
  /** `card` was Synchro Summoned with the materials whose ids `key` lists, comma-separated, the Tuner first (extraSummon.ts). */
  synchroMaterialsUsed: [card: CardId];
  /**
   * The Level changes by the number in `key` (never below 1): of `card` (Cost Down's, kept on a monster Summoned from the
   * hand), or with no card, of every monster in the rule's player's hand (`holder`: the player whose hand holds it).
   */
  handLevelChange: [card: CardId, holder: Player | null];
  /** `card` cannot be Special Summoned (Union Hangar: the Union it equipped, this turn). */
  cardCannotBeSpecialSummoned: [card: CardId];
  /** The monsters `controller` controls but the one in `key` cannot attack directly (Galaxy-Eyes Cipher Dragon: "other monsters you control"). */
  othersCannotAttackDirectly: [monster: CardId, controller: Player];
  /** `card`'s name is the rule's `key` (Galaxy-Eyes Cipher Dragon: the monster it takes, until the End Phase). */
  nameChangedTo: [card: CardId];
  /** `monster` may make up to 2 attacks on monsters this turn: a second attack, on a monster (Number 95: Galaxy-Eyes Dark Matter Dragon). */
  extraAttackOnMonsters: [monster: CardId];
  /** `player` cannot activate the effects of cards while those cards are in a Graveyard (Abyss Dweller: the opponent, this turn). */
  noGraveyardActivations: [player: Player];
  /** The monster `card` battles the monster whose id is `key` once the Chain is over (Last Turn): asked of the monster. */
  forcedBattle: [monster: CardId];
  /**
   * `controller`'s opponent cannot select `monster` as an attack target unless its name (`passcode`) is the rule's `key`
   * (Hippo Carnival: the rule's player's monsters but "Hippo Tokens", this turn).
   */
  attackTargetsOnlyNamed: [monster: CardId, controller: Player, passcode: string];
  /** This card can attack each monster the opponent controls, once each (Asura Priest; recorded about one monster this turn: Diffusion Wave-Motion). */
  attacksEachMonster: [card: CardId];
  /** The effects of `other`, destroyed by battle with this card, are negated (Blade Knight: a Flip Effect Monster's; recorded about one monster this turn: Diffusion Wave-Motion, any Effect Monster's). */
  negatesBattleDestroyed: [card: CardId, other: CardId];
  /** The monsters `controller` controls but the one in `key` cannot attack (Diffusion Wave-Motion: "only the selected monster can attack", this turn). */
  othersCannotAttack: [monster: CardId, controller: Player];
}

/** How a recorded rule answers its code's question. */
export const RECORDED: { readonly [C in RecordedRuleCode]: (r: DuelRule, ...about: RecordedAbout[C]) => boolean } = {
  noAttackDeclarations: (r, player) => r.player === player,
  cannotAttack: (r, monster, passcode) => r.card === monster || (r.card === undefined && r.passcode !== undefined && r.passcode === passcode),
  typeCannotAttack: (r, monster, controller, type) => {
    if (r.player !== controller || type === undefined || r.key === undefined) return false;
    const [ofType, spared] = r.key.split('#');
    return ofType === type && spared !== monster;
  },
  cannotChangePosition: (r, monster) => r.card === monster,
  noBattleDamage: (r, player, battle) => r.player === player && (r.card === undefined || battle.includes(r.card)),
  indestructibleByBattle: (r, player, monster) => r.player === player && (r.card === undefined || r.card === monster),
  noSummons: (r, player) => r.player === player,
  noSpecialSummons: (r, player) => r.player === player,
  cannotBeTributed: (r, card) => r.card === card,
  additionalNormalSummon: (r, player) => r.player === player,
  additionalNormalSummonUsed: (r, player) => r.player === player,
  additionalSummonOfLevel: (r, player) => r.player === player,
  additionalSummonOfLevelUsed: (r, player) => r.player === player,
  noNormalSummons: (r, player) => r.player === player,
  attacksDirectly: (r, monster) => r.card === monster,
  noBattlePhase: (r, player) => r.player === player,
  reverseStatChanges: () => true,
  mayTribute: (r, player, card) => r.player === player && r.card === card,
  extraAttack: (r, monster) => r.card === monster,
  noActivationsOfName: (r, player, passcode, cardActivation) => r.player === player && r.passcode === passcode && (r.key !== 'cardActivation' || cardActivation === true),
  skipDrawPhase: (r, player) => r.player === player,
  remainsOnField: (r, card) => r.card === card,
  effectUsed: (r, player, key) => r.player === player && r.key === key,
  awaits: (r, card) => r.source === card,
  returnsInEndPhase: (r, card) => r.card === card,
  destroyedInEndPhase: (r, card) => r.card === card,
  destroyedInStandbyPhase: (r, card) => r.card === card,
  banishedInEndPhase: (r, card) => r.card === card,
  returnsToHandInStandbyPhase: (r, card) => r.card === card,
  // key 'fromOpponent': only damage from the opponent's effects (Hallowed Life Barrier).
  noEffectDamage: (r, player, by) => r.player === player && (r.key !== 'fromOpponent' || by !== player),
  // Keyed by the Chain Link's card and effect (not about the card: it holds even if that card has left the field).
  reflectsEffectDamage: (r, player, link) => r.player === player && r.key === link,
  noDamageFromLink: (r, player, link) => r.player === player && r.key === link,
  cannotActivateYet: (r, card) => r.card === card,
  protects: (r, card) => r.card === card,
  indestructibleByEffects: (r, card) => r.card === card,
  noSpellTrapPlays: (r, player) => r.player === player,
  unusableZones: (r, player, zone) => r.player === player && r.key !== undefined && r.key.split(',').includes(String(zone)),
  // Keyed by the Chain Link whose destruction it replaces (`<card>#<effect index>`), as reflectsEffectDamage.
  destroyedInstead: (r, card, link) => r.card === card && r.key === link,
  monsterCap: (r, player) => r.player === player,
  swapsOriginalStats: (r, card) => r.card === card,
  counterRemovedInstead: (r, card) => r.card === card,
  trapMonsterZone: (r, player, zone) => r.player === player && r.key === String(zone),
  originalDefBecomes: (r, card) => r.card === card,
  pendulumScaleBecomes: (r, card) => r.card === card,
  noDeckToHand: (r, player) => r.player === player,
  othersCannotAttackDirectly: (r, monster, controller) => r.player === controller && r.key !== monster,
  nameChangedTo: (r, card) => r.card === card,
  extraAttackOnMonsters: (r, monster) => r.card === monster,
  noBanishing: (r, player) => r.player === player,
  noSpecialSummonsOfKind: (r, player, kind) => r.player === player && r.key === kind,
  negatesEffectsOfKind: (r, kind) => r.key === kind,
  fusionMaterialsUsed: (r, card) => r.card === card,
  synchroMaterialsUsed: (r, card) => r.card === card,
  handLevelChange: (r, card, holder) => (r.card === undefined ? r.player === holder : r.card === card),
  cardCannotBeSpecialSummoned: (r, card) => r.card === card,
  noGraveyardActivations: (r, player) => r.player === player,
  forcedBattle: (r, monster) => r.card === monster,
  attackTargetsOnlyNamed: (r, _monster, controller, passcode) => r.player === controller && r.key !== passcode,
  attacksEachMonster: (r, card) => r.card === card,
  negatesBattleDestroyed: (r, card) => r.card === card,
  othersCannotAttack: (r, monster, controller) => r.player === controller && r.key !== monster,
};

/** A rule in force now, as `rulesOf` gives it: its code, its source and who applies it, and its duration. */
export interface RuleInForce {
  readonly code: RuleCode;
  /** The card applying it (null: a recorded rule with no card behind it). */
  readonly source: CardId | null;
  /** Who applies it: the source's controller, or the player a recorded rule applies to. */
  readonly player: Player;
  readonly lasts: Lasts;
  /** For a card's rule: the index of the effect declaring it (its once-per-turn key is `${source}#${effect}`). */
  readonly effect: number | null;
  /** For a recorded rule: the rule as the duel holds it. */
  readonly recorded: DuelRule | null;
  /** pendulumScale: the Scale it gives; holdsSpellCounters: how many Spell Counters the card can hold. */
  readonly value: number | null;
}

/** The number of the turn that ends a rule lasting `count` of `player`'s turns after the current one (turns alternate). */
export function lastTurnOf(now: { readonly turn: number; readonly turnPlayer: Player }, player: Player, count: number): number {
  const first = now.turnPlayer === player ? now.turn + 2 : now.turn + 1;
  return first + 2 * (Math.max(1, count) - 1);
}

/** A duration named by a card script, as data against the current turn. */
export function recordedLasts(now: { readonly turn: number; readonly turnPlayer: Player }, lasts: LastsFor): RecordedLasts {
  if (lasts === 'thisTurn' || lasts === 'untilEndPhase' || lasts === 'thisChain') return { kind: lasts, turn: now.turn };
  if (lasts === 'duel') return { kind: 'duel' };
  return { kind: 'turns', player: lasts.turnsOf, count: lasts.count, through: lastTurnOf(now, lasts.turnsOf, lasts.count) };
}

/**
 * Whether a recorded rule is still in force: the one place a recorded duration is read. `inEndPhase`:
 * the current phase is the End Phase (rules lasting untilEndPhase are over then).
 */
export function inForce(now: { readonly turn: number }, lasts: RecordedLasts, inEndPhase: boolean): boolean {
  switch (lasts.kind) {
    case 'thisTurn':
    case 'thisChain':
      return lasts.turn === now.turn;
    case 'untilEndPhase':
      return lasts.turn === now.turn && !inEndPhase;
    case 'turns':
      return now.turn <= lasts.through;
    case 'duel':
      return true;
  }
}

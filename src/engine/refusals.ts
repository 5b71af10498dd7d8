import type { Action } from './actions';
import { tributesNeededNow } from './stats';
import { definitionOf, nameOf } from './registry';
import type { Duel } from './state';
import { currentPhase } from './turn';
import { materialsText, PHASE_NAMES } from './words';

/*
 * Why a move is refused, as the rule that refuses it. Each rule of legality is one predicate that
 * returns `null` (allowed) or one of these codes: `legalActions` lists a move when every predicate
 * on its way returns null, and `whyIllegal` (reasons.ts) asks the very same predicates and words the
 * first code one returns. A code is a constant (no words are made while the legal list is built);
 * the words below are made only for a refused action.
 */
export const REFUSALS = [
  // The moment
  'duelOver', 'answerPrompt', 'respondFirst', 'nothingToPass', 'nothingToChoose', 'notAChoice', 'malformed', 'unknownAction', 'noSuchCard',
  'mainPhaseOnly', 'battleStepOnly', 'noBattlePhaseFirstTurn', 'noBattlePhase', 'cannotMoveTo', 'mustAttack',
  // Summons and Sets
  'normalSummonUsed', 'normalSummonBarred', 'notInHand', 'notAMonster', 'notNormalSummonable', 'specialSummonOnly', 'normalSummonNever', 'setOnly', 'cannotSummon', 'onlyOneFaceUp', 'anotherType', 'summonConditionUnmet', 'tributeCount', 'badTributes',
  'monsterZonesFull', 'monsterZoneNotFree', 'badPosition',
  // Flip Summons and battle positions
  'notYourMonster', 'alreadyFaceUp', 'setThisTurn', 'cameThisTurn', 'positionChanged', 'attackedThisTurn', 'faceDownFlipInstead', 'positionLocked',
  // Attacks
  'noAttackDeclarations', 'notInAttackPosition', 'alreadyAttacked', 'alreadyAttackedThat', 'cannotAttack', 'opponentHasMonsters', 'cannotAttackDirectly', 'notOpponentMonster', 'mustAttackOther', 'notAttackTarget', 'cannotPayAttackCost',
  // Spells, Traps and effects
  'notSpellTrap', 'spellTrapZonesFull', 'spellTrapZoneNotFree', 'zoneOnlyFromHand', 'notYourCard', 'noSuchEffect', 'spellSpeedTooLow', 'trapMustBeSet',
  'trapSetThisTurn', 'quickPlaySetThisTurn', 'spellOnYourTurn', 'alreadyActive', 'notNow', 'damageStep', 'onlyNegateSummon', 'usedThisTurn', 'usedThisDuel',
  'nameLocked', 'activationBarred', 'conditionNotMet', 'costCannotBePaid', 'playCostUnpaid', 'cannotBePlayed', 'cannotBeSet', 'spellTrapPlaysBarred', 'cannotDraw', 'deckToHandBarred', 'noTargets', 'needsEquipTarget', 'faceDownMonster', 'effectsNegated',
  // Special Summons
  'notBySummonAction', 'noProcedure', 'notInExtraDeck', 'faceUpInExtraDeck', 'wrongProcedure', 'badMaterials', 'sameNameListed',
  'needsTwoScales', 'pendulumSummonUsed', 'nothingToPendulumSummon', 'pendulumCard',
  // Pendulum Zones
  'notPendulumMonster', 'pendulumZonesFull', 'pendulumZoneNotFree', 'badPendulumZone',
] as const;
export type Refusal = (typeof REFUSALS)[number];

/** The refusal in a player's words, for this action in this duel. */
export function refusalText(duel: Duel, action: Action, refusal: Refusal): string {
  const card = 'card' in action && typeof action.card === 'string' && duel.cards[action.card] ? action.card : null;
  const name = card !== null ? nameOf(duel, card) : 'That card';
  const zone = 'zone' in action && typeof action.zone === 'number' ? action.zone : -1;
  switch (refusal) {
    case 'duelOver': return 'The duel is over';
    case 'answerPrompt': return `First answer the prompt: ${duel.flow.prompt?.reason ?? ''}`;
    case 'respondFirst': return 'Respond or pass first';
    case 'nothingToPass': return 'There is nothing to pass';
    case 'nothingToChoose': return 'There is nothing to choose';
    case 'notAChoice': return `That is not one of the choices: ${duel.flow.prompt?.reason ?? ''}`;
    case 'malformed': return `This ${String(action.type)} action is malformed (a field is missing or of the wrong kind)`;
    case 'unknownAction': return `Unknown action type ${JSON.stringify(action.type)}`;
    case 'noSuchCard': return `There is no card ${JSON.stringify('card' in action ? action.card : undefined)}`;
    case 'mainPhaseOnly': return `${doing(action)} only in your Main Phase (it is the ${PHASE_NAMES[currentPhase(duel)]})`;
    case 'battleStepOnly':
      return currentPhase(duel) === 'battle' ? 'Attacks are declared in the Battle Step' : duel.turn === 1 ? 'The player who goes first has no Battle Phase on the first turn' : 'Attacks are declared in the Battle Phase';
    case 'noBattlePhaseFirstTurn': return 'The player who goes first has no Battle Phase on the first turn';
    case 'noBattlePhase': return 'A card effect stops you entering the Battle Phase this turn';
    case 'mustAttack': return 'A monster that must attack if able can still attack: it must attack before the Battle Phase ends';
    case 'cannotMoveTo': return `You cannot move to ${action.type === 'nextPhase' ? String(action.to) : 'that phase'} from ${currentPhase(duel)}`;
    case 'normalSummonUsed': return 'You have already Normal Summoned or Set this turn';
    case 'normalSummonBarred': return 'A card stops you Normal Summoning or Setting a monster this turn';
    case 'notInHand': return `${name} is not in your hand`;
    case 'notAMonster': return `${name} is not a monster`;
    case 'notNormalSummonable': return `${name} cannot be Normal Summoned or Set (a Fusion, Synchro, Xyz or Ritual Monster, or a Token)`;
    case 'normalSummonNever': return `${name} cannot be Normal Summoned or Set: only a card effect can Special Summon it`;
    case 'specialSummonOnly': return `${name} cannot be Normal Summoned or Set: it is Special Summoned by its own procedure`;
    case 'setOnly': return `${name} cannot be Normal Summoned face-up: Set it instead`;
    case 'cannotSummon': return 'A card effect stops you Summoning this turn';
    case 'summonConditionUnmet': return `${name} cannot be Summoned now: what its Summon asks for is not on your field (it may still be Set)`;
    case 'onlyOneFaceUp': return `You can only control 1 face-up ${name}`;
    case 'anotherType': return `A card on the field lets you control only 1 Type of monster, and your face-up monsters are of another Type than ${name} (it may still be Set)`;
    case 'tributeCount': {
      const need = card !== null ? tributesNeededNow(duel, card) : 0;
      return `${name} needs ${need} Tribute${need === 1 ? '' : 's'}`;
    }
    case 'badTributes': return `Those monsters cannot be Tributed for ${name}: Tributes must be monsters you control (or may Tribute), each once`;
    case 'monsterZonesFull': return 'All your Monster Zones are full';
    case 'monsterZoneNotFree': return `Monster Zone ${zone + 1} is not free for this Summon`;
    case 'badPosition': return 'A position is "attack" or "defense"';
    case 'notYourMonster': return `${name} is not a monster you control`;
    case 'alreadyFaceUp': return `${name} is already face-up`;
    case 'setThisTurn': return `${name} was Set this turn; it cannot be Flip Summoned until a later turn`;
    case 'cameThisTurn': return `${name} came to the field this turn`;
    case 'positionChanged':
      return action.type === 'flipSummon'
        ? `${name} already changed its battle position this turn; it cannot be Flip Summoned until a later turn`
        : `${name} already changed its battle position this turn`;
    case 'attackedThisTurn': return action.type === 'flipSummon' ? `${name} attacked this turn; it cannot be Flip Summoned until a later turn` : `${name} attacked this turn`;
    case 'faceDownFlipInstead': return `${name} is face-down; Flip Summon it instead`;
    case 'positionLocked': return `A card effect stops ${name} changing its battle position`;
    case 'noAttackDeclarations': return 'A card effect stops you declaring an attack this turn';
    case 'notInAttackPosition': return `${name} is not in face-up Attack Position`;
    case 'alreadyAttacked': return `${name} has already attacked this turn`;
    case 'cannotAttack': return `A card effect stops ${name} attacking`;
    case 'alreadyAttackedThat': return `${name} has already attacked that monster this turn`;
    case 'opponentHasMonsters': return 'You cannot attack directly while your opponent controls a monster';
    case 'cannotAttackDirectly': return `${name} cannot attack directly`;
    case 'notOpponentMonster': return 'The attack target must be a monster your opponent controls';
    case 'mustAttackOther': return 'A card effect says which of your opponent\'s monsters must be attacked';
    case 'cannotPayAttackCost': return `You do not have the LP to pay for an attack with ${name}`;
    case 'notAttackTarget': return 'A card effect stops you selecting that monster as an attack target';
    case 'notSpellTrap': return `${name} is not a Spell or Trap Card`;
    case 'spellTrapZonesFull': return 'All your Spell & Trap Zones are full';
    case 'spellTrapZoneNotFree': return `Spell & Trap Zone ${zone + 1} is not free for this card`;
    case 'zoneOnlyFromHand': return 'A zone is chosen only for a card activated from the hand';
    case 'notYourCard': return `${name} is not in your hand or Graveyard, nor face-up on your field, where it could be activated`;
    case 'noSuchEffect': return `${name} has no such effect to activate`;
    case 'spellSpeedTooLow':
      return duel.flow.chain.length > 0 ? `${name} cannot be chained to Chain Link ${duel.flow.chain.length} (Spell Speed too low)` : `${name} cannot be activated now (Spell Speed too low)`;
    case 'trapMustBeSet': return `${name} is a Trap: Set it first`;
    case 'trapSetThisTurn': return `${name} was Set this turn; Traps can be activated from the next turn`;
    case 'quickPlaySetThisTurn': return `${name} was Set this turn; a Set Quick-Play Spell can be activated from the next turn`;
    case 'spellOnYourTurn': return `${name} can be activated only on your own turn`;
    case 'alreadyActive': return `${name} is already face-up`;
    case 'notNow': return `${name} cannot be activated at this time`;
    case 'damageStep': return `${name} cannot be activated in the Damage Step now`;
    case 'onlyNegateSummon': return 'While a Summon is announced, only cards that negate Summons may be activated';
    case 'usedThisTurn': return `${name}'s effect has already been used this turn`;
    case 'usedThisDuel': return `${name}'s effect can be used only once per Duel, and it has been`;
    case 'nameLocked': return `You cannot activate cards named ${name} for the rest of this turn`;
    case 'activationBarred': return `A card effect stops you activating ${name} now`;
    case 'conditionNotMet':
      return action.type === 'specialSummon' ? `${name} cannot be Special Summoned now: its condition is not met` : `${name}'s condition for activation is not met`;
    case 'costCannotBePaid': return `${name}'s cost cannot be paid`;
    case 'cannotDraw': return `A card effect stops you drawing cards outside the Draw Phase (${name})`;
    case 'deckToHandBarred': return `A card effect stops cards being added from the Deck to the hand this turn (${name})`;
    case 'spellTrapPlaysBarred': return `A card effect stops you playing or Setting Spell and Trap Cards now (${name})`;
    case 'cannotBePlayed': return `A card on the field stops ${name} being played`;
    case 'cannotBeSet': return `${name} cannot be Set`;
    case 'playCostUnpaid': return `A card on the field makes you pay LP to play ${name} from your hand, and you have too few LP`;
    case 'noTargets': return `${name} has no legal target`;
    case 'needsEquipTarget': return `${name} has no monster to equip`;
    case 'faceDownMonster': return `${name} is face-down`;
    case 'effectsNegated': return `${name}'s effects are negated`;
    case 'notBySummonAction': return 'Fusion and Ritual Summons are made by activating a card (Polymerization, a Ritual Spell)';
    case 'noProcedure': return `${name} has no Special Summon procedure of its own`;
    case 'notInExtraDeck': return `${name} is not in your Extra Deck`;
    case 'faceUpInExtraDeck': return `${name} lies face-up in your Extra Deck: it is Pendulum Summoned from there`;
    case 'wrongProcedure': return `${name} is not Summoned by that procedure`;
    case 'badMaterials': {
      const def = card !== null ? definitionOf(duel, card) : null;
      return `Those are not legal materials for ${name} (${def?.materials ? materialsText(def.materials) : 'none listed'})`;
    }
    case 'sameNameListed': return `Another copy of ${name} is the one listed: copies give the same Summons`;
    case 'needsTwoScales': return 'A Pendulum Summon needs a card in each of your Pendulum Zones';
    case 'pendulumSummonUsed': return 'You can Pendulum Summon only once per turn';
    case 'nothingToPendulumSummon': return 'No monster in your hand or face-up in your Extra Deck has a Level strictly between the Scales';
    case 'pendulumCard': return 'A Pendulum Summon is declared with the card in your left Pendulum Zone (its monsters are then chosen one by one)';
    case 'notPendulumMonster': return `${name} is not a Pendulum Monster`;
    case 'pendulumZonesFull': return 'Both your Pendulum Zones are occupied';
    case 'pendulumZoneNotFree': return `The ${zone === 0 ? 'left' : 'right'} Pendulum Zone is not free`;
    case 'badPendulumZone': return 'A Pendulum Zone is 0 (left) or 1 (right)';
  }
}

/** What the action does, for "… only in your Main Phase". */
function doing(action: Action): string {
  switch (action.type) {
    case 'normalSummon': return 'You can Normal Summon';
    case 'setMonster': return 'You can Set a monster';
    case 'flipSummon': return 'You can Flip Summon';
    case 'changePosition': return 'You can change battle positions';
    case 'setSpellTrap': return 'Spells and Traps are Set';
    case 'specialSummon': return action.method === 'pendulum' ? 'You can Pendulum Summon' : 'You can Special Summon this way';
    case 'activate': return 'This card is activated';
    default: return 'This is done';
  }
}

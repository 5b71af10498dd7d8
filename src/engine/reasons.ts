import { materialsText } from './words';
import type { Action } from './actions';
import { findMonster, locate } from './board';
import { isMonster, tributesNeeded } from './card';
import { opponentOf } from './constants';
import { definitionOf, nameOf } from './registry';
import type { Duel } from './state';
import { ruleApplies } from './continuous';
import { battleStepOf, currentPhase } from './turn';

/** Why an action that is not in `legalActions` is refused, in a player's words. */
export function whyIllegal(duel: Duel, action: Action): string {
  if (duel.winner !== null) return 'The duel is over';
  if (duel.prompt) return `First answer the prompt: ${duel.prompt.reason}`;
  if (duel.window && action.type !== 'pass' && action.type !== 'activate') return 'Respond or pass first';
  const cardId = 'card' in action ? action.card : undefined;
  if (cardId !== undefined && !duel.cards[cardId]) return `There is no card ${String(cardId)}`;
  const name = cardId !== undefined ? nameOf(duel, cardId) : '';
  const phase = currentPhase(duel);
  const me = duel.turnPlayer;
  const mainPhase = phase === 'main1' || phase === 'main2';

  switch (action.type) {
    case 'normalSummon':
    case 'setMonster': {
      const def = definitionOf(duel, action.card);
      if (!mainPhase) return 'You can only Normal Summon or Set in your Main Phase';
      if (!duel.players[me].hand.includes(action.card)) return `${name} is not in your hand`;
      if (!isMonster(def)) return `${name} is not a monster`;
      if (duel.players[me].normalSummonUsed) return 'You have already Normal Summoned or Set this turn';
      const need = tributesNeeded(def);
      if (action.tributes.length !== need) return `${name} needs ${need} Tribute${need === 1 ? '' : 's'}`;
      if (action.tributes.some((t) => findMonster(duel, t)?.player !== me)) return 'Tributes must be monsters you control';
      if (need === 0) return 'All your Monster Zones are full';
      return `${name} cannot be Summoned that way`;
    }
    case 'flipSummon': {
      const at = findMonster(duel, action.card);
      if (!mainPhase) return 'You can only Flip Summon in your Main Phase';
      if (!at || at.player !== me) return `${name} is not a monster you control`;
      if (at.slot.faceUp) return `${name} is already face-up`;
      if (at.slot.placedTurn === duel.turn) return `${name} was Set this turn; it cannot be Flip Summoned until a later turn`;
      if (at.slot.attackedTurn === duel.turn) return `${name} attacked this turn; it cannot be Flip Summoned until a later turn`;
      return `${name} cannot be Flip Summoned now`;
    }
    case 'changePosition': {
      const at = findMonster(duel, action.card);
      if (!mainPhase) return 'You can only change battle positions in your Main Phase';
      if (!at || at.player !== me) return `${name} is not a monster you control`;
      if (!at.slot.faceUp) return `${name} is face-down; Flip Summon it instead`;
      if (at.slot.placedTurn === duel.turn) return `${name} came to the field this turn`;
      if (at.slot.attackedTurn === duel.turn) return `${name} attacked this turn`;
      if (at.slot.positionChangedTurn === duel.turn) return `${name} already changed its battle position this turn`;
      return `${name} cannot change its battle position now`;
    }
    case 'attack': {
      if (phase !== 'battle') return duel.turn === 1 ? 'The player who goes first has no Battle Phase on the first turn' : 'Attacks are declared in the Battle Phase';
      if (battleStepOf(duel.turnState) !== 'battle') return 'Attacks are declared in the Battle Step';
      const at = findMonster(duel, action.card);
      if (!at || at.player !== me) return `${name} is not a monster you control`;
      if (!at.slot.faceUp || at.slot.position !== 'attack') return `${name} is not in face-up Attack Position`;
      if (at.slot.attackedTurn === duel.turn) return `${name} has already attacked this turn`;
      if (ruleApplies(duel, 'noAttackDeclarations', me)) return 'A card effect stops you declaring an attack this turn';
      if (ruleApplies(duel, 'cannotAttack', action.card)) return `A card effect stops ${name} attacking`;
      const opp = duel.players[opponentOf(me)].monsters.some((s) => s !== null);
      if (action.target === 'direct') return opp ? 'You cannot attack directly while your opponent controls a monster' : 'That attack is not possible';
      const target = findMonster(duel, action.target);
      if (!target || target.player === me) return 'The attack target must be a monster your opponent controls';
      return 'That attack is not possible';
    }
    case 'nextPhase':
      if (action.to === 'battle' && duel.turn === 1) return 'The player who goes first has no Battle Phase on the first turn';
      return `You cannot move to ${action.to} from ${phase}`;
    case 'pass':
      return 'There is nothing to pass';
    case 'select':
      return 'There is nothing to choose';
    case 'activate': {
      const def = definitionOf(duel, action.card);
      const at = locate(duel, action.card);
      if (!def.effects?.length) return `${name} has no effect to activate`;
      if (def.frame === 'trap' && at.zone === 'hand') return `${name} is a Trap: Set it first`;
      const slot = at.zone === 'spellTrap' ? duel.players[at.player].spellTraps[at.index] : null;
      if (def.frame === 'trap' && slot?.setTurn === duel.turn) return `${name} was Set this turn; Traps can be activated from the next turn`;
      if (def.subtype?.includes('quick-play') && slot?.setTurn === duel.turn) return `${name} was Set this turn; a Set Quick-Play Spell can be activated from the next turn`;
      if (duel.chain.length > 0) return `${name} cannot be chained to Chain Link ${duel.chain.length} (Spell Speed too low or its condition is not met)`;
      return `${name} cannot be activated now`;
    }
    case 'setSpellTrap':
      if (!mainPhase) return 'Spells and Traps are Set in your Main Phase';
      if (!duel.players[me].hand.includes(action.card)) return `${name} is not in your hand`;
      return 'All your Spell & Trap Zones are full';
    case 'specialSummon': {
      const def = definitionOf(duel, action.card);
      if (action.method === 'pendulum') {
        if (!mainPhase) return 'You Pendulum Summon in your Main Phase';
        if (!duel.players[me].pendulum.every((s) => s !== null)) return 'A Pendulum Summon needs a card in each of your Pendulum Zones';
        return 'You cannot Pendulum Summon now (once per turn, with a free Monster Zone and a monster whose Level is strictly between the Scales)';
      }
      if (action.method === 'synchro' || action.method === 'xyz' || def.materials) {
        if (!mainPhase) return `${name} can be Summoned only in your Main Phase`;
        if (!duel.players[me].extra.includes(action.card)) return `${name} is not in your Extra Deck`;
        if (action.method !== (def.frame === 'fusion' ? 'rule' : def.frame)) return `${name} is not Summoned by that procedure`;
        return `Those are not legal materials for ${name} (${def.materials ? materialsText(def.materials) : 'none listed'})`;
      }
      if (!def.summonProcedure) return `${name} has no Special Summon procedure of its own`;
      if (!mainPhase) return `${name} can be Special Summoned this way only in your Main Phase`;
      if (!duel.players[me].hand.includes(action.card)) return `${name} is not in your hand`;
      if (duel.players[me].monsters.every((s) => s !== null)) return 'All your Monster Zones are full';
      return `${name} cannot be Special Summoned now: its condition is not met`;
    }
    case 'activatePendulum':
      if (!mainPhase) return 'Pendulum Monsters are activated in your Main Phase';
      if (!duel.players[me].hand.includes(action.card)) return `${name} is not in your hand`;
      if (definitionOf(duel, action.card).frame !== 'pendulum') return `${name} is not a Pendulum Monster`;
      return 'Both your Pendulum Zones are occupied';
    default:
      return `Unknown action type ${JSON.stringify((action as { type: unknown }).type)}`;
  }
}

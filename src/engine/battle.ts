import { writeMonster, writePlayer, type Work } from './draft';
import { emit, findMonster, removeMonster, sendToGraveyard } from './board';
import { currentAtk, currentDef } from './stats';
import { opponentOf, type Player } from './constants';
import { sendTurnEvent } from './phases';
import type { CardId } from './state';
import { checkState } from './stateCheck';

/** The outcome of damage calculation (rulebook "Determining Damage"). */
export interface BattleResult {
  destroyed: CardId[];
  damage: { player: Player; amount: number } | null;
}

/**
 * The damage table. Attack Position target: compare ATK with ATK — higher destroys the other and
 * deals the difference; a tie destroys both and deals nothing, except that 0-ATK monsters destroy
 * nothing. Defense Position target: compare ATK with DEF — higher destroys it, no damage; a tie
 * does nothing; lower destroys nothing and the attacker's controller takes the difference.
 */
export function damageCalculation(
  attacker: { card: CardId; controller: Player; atk: number },
  target: { card: CardId; position: 'attack' | 'defense'; atk: number; def: number } | null,
): BattleResult {
  const defender = opponentOf(attacker.controller);
  if (target === null) return { destroyed: [], damage: { player: defender, amount: attacker.atk } };
  const a = attacker.atk;
  if (target.position === 'attack') {
    const t = target.atk;
    if (a > t) return { destroyed: [target.card], damage: { player: defender, amount: a - t } };
    if (a < t) return { destroyed: [attacker.card], damage: { player: attacker.controller, amount: t - a } };
    return { destroyed: a === 0 ? [] : [attacker.card, target.card], damage: null };
  }
  const t = target.def;
  if (a > t) return { destroyed: [target.card], damage: null };
  if (a < t) return { destroyed: [], damage: { player: attacker.controller, amount: t - a } };
  return { destroyed: [], damage: null };
}

/**
 * Declares an attack and runs the Damage Step through its timings: a face-down target is flipped
 * face-up before damage calculation; monsters reach "battled" at damage calculation; monsters
 * destroyed by battle go to their owners' Graveyards at the end of the Damage Step.
 */
export function declareAttack(d: Work, attackerId: CardId, targetId: CardId | 'direct'): void {
  const at = findMonster(d, attackerId);
  if (!at) throw new Error(`${attackerId} is not on the field`);
  writeMonster(d, at.player, at.index).attackedTurn = d.turn;
  emit(d, { type: 'attackDeclared', attacker: attackerId, target: targetId });

  sendTurnEvent(d, 'DECLARE_ATTACK'); // start of the Damage Step
  sendTurnEvent(d, 'NEXT'); // before damage calculation
  const targetAt = targetId === 'direct' ? null : findMonster(d, targetId);
  if (targetAt && !targetAt.slot.faceUp) {
    writeMonster(d, targetAt.player, targetAt.index).faceUp = true;
    emit(d, { type: 'flippedFaceUp', card: targetAt.slot.card });
  }

  sendTurnEvent(d, 'NEXT'); // damage calculation
  const duel = d;
  const attacker = findMonster(duel, attackerId)!;
  const target = targetId === 'direct' ? null : findMonster(duel, targetId);
  const result = damageCalculation(
    { card: attackerId, controller: attacker.player, atk: currentAtk(duel, attacker.slot) },
    target && { card: target.slot.card, position: target.slot.position, atk: currentAtk(duel, target.slot), def: currentDef(duel, target.slot) },
  );
  writeMonster(d, attacker.player, attacker.index).battledTurn = d.turn;
  if (target) writeMonster(d, target.player, target.index).battledTurn = d.turn;
  if (result.damage && result.damage.amount > 0) {
    const ps = writePlayer(d, result.damage.player);
    ps.lp = Math.max(0, ps.lp - result.damage.amount);
    emit(d, { type: 'battleDamage', player: result.damage.player, amount: result.damage.amount });
  }
  checkState(d);
  if (d.winner !== null) return;

  sendTurnEvent(d, 'NEXT'); // after damage calculation (Flip effects resolve here, with the effects issue)
  sendTurnEvent(d, 'NEXT'); // end of the Damage Step
  for (const id of result.destroyed) {
    removeMonster(d, id);
    sendToGraveyard(d, id);
    emit(d, { type: 'destroyedByBattle', card: id });
  }
  sendTurnEvent(d, 'NEXT'); // back to the Battle Step
}

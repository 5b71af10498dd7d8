import { attackOf, pushNext, replayAttackerOf, setAttack, setChoice, setReplay, setResponseTo, writeMonster, writePlayer, type Work } from './draft';
import { emit, findMonster, intoBanished, removeMonster } from './board';
import { destroyEquipCard, monsterToGraveyard, payReplacement, replacementOptions, replacementQuestion, replacementStands } from './leaving';
import { currentAtk, currentStats } from './stats';
import { opponentOf, type Player } from './constants';
import { awaitsAnswer, eventResponseWindow, offerPriority, openResponseWindow } from './chain';
import { damageTimingOf, turnStateKey, turnStateOfKey } from './turn';
import { sendTurnEvent } from './phases';
import type { CardId, DuelEvent, PendingAttack, Prompt } from './state';
import { checkState } from './stateCheck';
import { collectTriggers } from './triggers';
import { effectContext, NeedChoice } from './effects/context';
import { attackCostOf, attacksEachMonster, banishedInsteadOfGraveyard, banishingBarred, destructionMayBeReplaced, destructionReplacements, battleDamageDoubled, battleDestructionPrevention, equipSubstitute, inflictsPiercingDamage, ownRuleApplies, ruleApplies } from './continuous';

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
  attacker: { card: CardId; controller: Player; atk: number; piercing?: boolean },
  target: { card: CardId; position: 'attack' | 'defense'; atk: number; def: number; controller?: Player } | null,
): BattleResult {
  // The target's controller (an attack redirected to a monster of the attacker's own controller damages that player).
  const defender = target?.controller ?? opponentOf(attacker.controller);
  if (target === null) return { destroyed: [], damage: { player: defender, amount: attacker.atk } };
  const a = attacker.atk;
  if (target.position === 'attack') {
    const t = target.atk;
    if (a > t) return { destroyed: [target.card], damage: { player: defender, amount: a - t } };
    if (a < t) return { destroyed: [attacker.card], damage: { player: attacker.controller, amount: t - a } };
    return { destroyed: a === 0 ? [] : [attacker.card, target.card], damage: null };
  }
  const t = target.def;
  // Piercing battle damage (rulebook v9.1): the attacker's ATK over the Defense Position monster's DEF.
  if (a > t) return { destroyed: [target.card], damage: attacker.piercing ? { player: defender, amount: a - t } : null };
  if (a < t) return { destroyed: [], damage: { player: attacker.controller, amount: t - a } };
  return { destroyed: [], damage: null };
}

/**
 * Declares an attack. Before its Damage Step, Trigger effects of the declaration go on a Chain and
 * the opponent may respond ("When an opponent's monster declares an attack"); then `continueAttack`
 * runs the Damage Step, unless the attack was negated or the opponent's monsters changed (a replay).
 */
export function declareAttack(d: Work, attackerId: CardId, targetId: CardId | 'direct'): void {
  const at = findMonster(d, attackerId);
  if (!at) throw new Error(`${attackerId} is not on the field`);
  // "Cannot attack unless you pay 500 Life Points" (rule code `attackCost`): paid as the attack is declared.
  const cost = attackCostOf(d, attackerId);
  if (cost > 0) {
    writePlayer(d, at.player).lp = Math.max(0, d.players[at.player].lp - cost);
    emit(d, { type: 'paidLp', player: at.player, amount: cost });
  }
  useExtraAttacks(d, attackerId, at.slot.attackedTurn === d.turn);
  writeMonster(d, at.player, at.index).attackedTurn = d.turn;
  // Each attack declared is marked with its target (none: a direct attack), a replay being the same attack: the attacks a
  // monster has made are counted (rule code `extraAttacks`: Mataza the Zapper), and "can attack all monsters your opponent
  // controls once each" (Asura Priest) reads which it has attacked, a replay's new target too.
  const replay = replayAttackerOf(d) === attackerId;
  if (!replay || (targetId !== 'direct' && attacksEachMonster(d, attackerId))) {
    d.marks = [...d.marks, { mark: 'attacked', player: at.player, turn: d.turn, key: attackerId, ...(targetId !== 'direct' ? { target: targetId } : {}) }];
  }
  const event = { type: 'attackDeclared', attacker: attackerId, target: targetId } as const;
  emit(d, event);
  setReplay(d, null);
  setAttack(d, { attacker: attackerId, target: targetId, opponentMonsters: monsterIds(d, opponentOf(at.player)) });
  openResponseWindow(d, [event]);
}

/**
 * "It can make a second attack in a row" (rule code `extraAttack`): its next attack uses it up, and any
 * other monster's attack ends it (the second attack must come next). `again`: the attacker has attacked this turn.
 */
function useExtraAttacks(d: Work, attacker: CardId, again: boolean): void {
  if (d.rules.length === 0 || !d.rules.some((r) => r.code === 'extraAttack')) return;
  const used = again ? d.rules.findIndex((r) => r.code === 'extraAttack' && r.card === attacker) : -1;
  d.rules = d.rules.filter((r, i) => r.code !== 'extraAttack' || (r.card === attacker && i !== used));
}

function monsterIds(d: Work, p: Player): CardId[] {
  const out: CardId[] = [];
  for (const s of d.players[p].monsters) if (s) out.push(s.card);
  return out;
}

/**
 * After the responses to an attack: the Damage Step, if the attack still stands. If the opponent's
 * monsters changed since the declaration, the attack is replayed instead: the attacker may attack
 * again (a new target) or the player may attack with another monster or stop (rulebook "Replay").
 * In the Damage Step: damage calculation once the window before it has closed; after it, the end of
 * the Damage Step once the Chains of the battle's effects are over.
 */
export function continueAttack(d: Work, chainResolved = false): void {
  const attack = attackOf(d);
  if (attack?.damageStep && damageTimingOf(d.flow.turnState) === 'start' && d.winner === null) {
    // The Chain of the effects at the start of the Damage Step is over: on to before damage calculation.
    setAttack(d, null);
    return beforeDamageCalculation(d, attack);
  }
  if (attack?.destroys && damageTimingOf(d.flow.turnState) === 'afterCalculation') {
    // The Chain of the "after damage calculation" effects is over: the battle's destroyed monsters still on the field go now.
    setAttack(d, null);
    if (d.winner !== null) return;
    d.flow.triggerQueue = [...(attack.held ?? []), ...d.flow.triggerQueue];
    return destroyByBattle(d, attack, attack.destroys);
  }
  if (attack?.damageStep && chainResolved && damageTimingOf(d.flow.turnState) !== 'end' && d.winner === null) {
    // A Chain has resolved before damage calculation: the turn player has priority again, and a new
    // Chain may start (rulebook v9.1 "Turn Player's Priority"; cards may be activated "up until the
    // start of damage calculation"). Damage calculation comes once both pass with nothing activated.
    // The events held while the "before damage calculation" Triggers were chained wait again (beforeDamageCalculation).
    if (attack.held) {
      d.flow.triggerQueue = [...attack.held, ...d.flow.triggerQueue];
      setAttack(d, { attacker: attack.attacker, target: attack.target, opponentMonsters: attack.opponentMonsters, damageStep: true, ...(attack.targetFlipped && { targetFlipped: true as const }), ...(attack.ownSideTarget && { ownSideTarget: true as const }) });
    }
    return offerPriority(d, d.turnPlayer, 0);
  }
  setAttack(d, null);
  if (!attack || d.winner !== null) return;
  if (attack.damageStep) return damageTimingOf(d.flow.turnState) === 'end' ? endDamageStep(d, attack) : damageCalculationStep(d, attack);
  const at = findMonster(d, attack.attacker);
  if (!at || at.player !== d.turnPlayer || !at.slot.faceUp || at.slot.position !== 'attack') return;
  const now = monsterIds(d, opponentOf(at.player));
  const same = now.length === attack.opponentMonsters.length && now.every((id) => attack.opponentMonsters.includes(id));
  if (!same) {
    setReplay(d, attack.attacker);
    emit(d, { type: 'replay', card: attack.attacker });
    return;
  }
  startDamageStep(d, attack);
}

/**
 * A battle started by a card effect (rule code `forcedBattle`: Last Turn's "your opponent ... Special Summons 1 monster
 * ... and attacks your selected monster"; ygopro's `Duel.ForceAttack`), once the Chain that recorded it is over, in
 * whatever phase of the turn: the monster `card` of the rule, face-up in Attack Position and controlled by the turn
 * player, attacks the monster `key` controlled by the other player. There is no attack declaration (nothing answers
 * one, no replay): the battle goes straight into the Damage Step, played as a Battle Phase's is (its windows, its
 * Triggers, damage calculation, destruction by battle), the turn's statechart in the Damage Step meanwhile; once it is
 * over, the turn goes back to the phase or step it came from (the `forcedBattle` mark keeps it: endForcedBattle), and
 * a phase change that was waiting for the Chain goes on then (flow.ts resumeTurn waits while the mark is there). The
 * attacker counts as having attacked this turn. Not while another battle's Damage Step is under way (the rule waits).
 * Returns whether the battle started; a rule whose monsters are no longer where it needs them ends doing nothing.
 */
export function startForcedBattle(d: Work): boolean {
  if (d.rules.length === 0 || damageTimingOf(d.flow.turnState) !== null || d.winner !== null) return false;
  for (let rule = d.rules.find((r) => r.code === 'forcedBattle'); rule; rule = d.rules.find((r) => r.code === 'forcedBattle')) {
    d.rules = d.rules.filter((r) => r !== rule);
    const attacker = rule.card === undefined ? null : findMonster(d, rule.card);
    const target = rule.key === undefined ? null : findMonster(d, rule.key);
    if (!attacker || !target || attacker.player !== d.turnPlayer || target.player === attacker.player || !attacker.slot.faceUp || attacker.slot.position !== 'attack') continue;
    forcedBattle(d, attacker, target);
    return true;
  }
  return false;
}

function forcedBattle(d: Work, attacker: NonNullable<ReturnType<typeof findMonster>>, target: NonNullable<ReturnType<typeof findMonster>>): void {
  // An attack declared before the Chain and still waiting (its attacker left with the Chain) is over.
  if (attackOf(d)) setAttack(d, null);
  if (replayAttackerOf(d) !== null) setReplay(d, null);
  d.marks = [...d.marks, { mark: 'forcedBattle', player: attacker.player, turn: d.turn, key: turnStateKey(d.flow.turnState) }];
  d.flow.turnState = turnStateOfKey('battle.battle') as Work['flow']['turnState'];
  writeMonster(d, attacker.player, attacker.index).attackedTurn = d.turn;
  d.marks = [...d.marks, { mark: 'attacked', player: attacker.player, turn: d.turn, key: attacker.slot.card, target: target.slot.card }];
  startDamageStep(d, { attacker: attacker.slot.card, target: target.slot.card, opponentMonsters: monsterIds(d, target.player) });
}

/** Whether a battle started by a card effect is under way (flow.ts resumeTurn waits for its end). */
export const forcedBattleUnderWay = (d: Work): boolean => d.marks.length > 0 && d.marks.some((m) => m.mark === 'forcedBattle');

/** The end of a battle started by a card effect: the turn goes back to where it was, and on (a phase change waiting). */
function endForcedBattle(d: Work): void {
  const mark = d.marks.length > 0 ? d.marks.find((m) => m.mark === 'forcedBattle') : undefined;
  if (!mark) return;
  d.marks = d.marks.filter((m) => m !== mark);
  d.flow.turnState = turnStateOfKey(mark.key) as Work['flow']['turnState'];
  // The turn goes on once (a resumeTurn still waiting below, from the Chain that started the battle, does it).
  if (!d.flow.next?.some((n) => n.kind === 'resumeTurn')) pushNext(d, { kind: 'resumeTurn' });
}

/**
 * Whether `p` takes no battle damage from this battle (recorded: Waboku, Kuriboh; a face-up card's: Dark Flare
 * Knight) or has monsters that cannot be destroyed by battle (Waboku).
 */
const protectedBy = (d: Work, code: 'noBattleDamage' | 'indestructibleByBattle', p: Player, battle: readonly CardId[] = []): boolean =>
  code === 'noBattleDamage' ? ruleApplies(d, code, p, battle) : d.rules.length > 0 && ruleApplies(d, code, p, battle[0]!);

/**
 * The Damage Step (rulebook v9.1 "Damage Step Rules"). At its start, Trigger effects "at the start of the
 * Damage Step" go off (event `damageStepStarted`: Zubaba Knight, Mystic Swordsman LV2), a face-down target
 * not yet flipped; a monster they destroy never reaches damage calculation. While they are waiting, the
 * attack waits too (flow.ts settle chains them; continueAttack comes back here in the 'start' timing).
 */
function startDamageStep(d: Work, attack: PendingAttack): void {
  sendTurnEvent(d, 'DECLARE_ATTACK'); // start of the Damage Step
  // Field by field, not a spread (attacks have two hidden shapes, before and in the Damage Step), in the spread's order.
  setAttack(d, { attacker: attack.attacker, target: attack.target, opponentMonsters: attack.opponentMonsters, damageStep: true });
  emit(d, { type: 'damageStepStarted', attacker: attack.attacker, target: attack.target });
  if (collectTriggers(d).length > 0) return;
  if (d.flow.triggerQueue.length > 0) d.flow.triggerQueue = [];
  beforeDamageCalculation(d, attack);
}

/**
 * Before damage calculation: a face-down target is flipped face-up, then both players may activate what
 * the Damage Step allows (Counter Traps, effects that change ATK/DEF, "during damage calculation" effects
 * such as Kuriboh's), turn player first.
 */
function beforeDamageCalculation(d: Work, attack: PendingAttack): void {
  sendTurnEvent(d, 'NEXT'); // before damage calculation
  const targetAt = attack.target === 'direct' ? null : findMonster(d, attack.target);
  // Face-down at the start of the Damage Step (Marshmallon asks after damage calculation): kept with the attack.
  const flipped = targetAt !== null && !targetAt.slot.faceUp ? { targetFlipped: true as const } : {};
  if (targetAt && !targetAt.slot.faceUp) {
    writeMonster(d, targetAt.player, targetAt.index).faceUp = true;
    emit(d, { type: 'flippedFaceUp', card: targetAt.slot.card });
  }
  // Trigger effects "before damage calculation" (event `beforeDamageCalculation`: Reflect Bounder) go on a Chain of
  // their own first; the events waiting (a flipped target's Flip effect) are held with the attack meanwhile and
  // put back once that Chain is over (continueAttack), as after damage calculation.
  const held = d.flow.triggerQueue;
  d.flow.triggerQueue = [];
  // The attack as its Triggers see it (a target face-down at the start of the Damage Step: Ancient Lamp asks).
  setAttack(d, { attacker: attack.attacker, target: attack.target, opponentMonsters: attack.opponentMonsters, damageStep: true, ...flipped });
  emit(d, { type: 'beforeDamageCalculation', attacker: attack.attacker, target: attack.target });
  if (collectTriggers(d).length > 0) {
    setAttack(d, { attacker: attack.attacker, target: attack.target, opponentMonsters: attack.opponentMonsters, damageStep: true, ...(held.length > 0 ? { held } : {}), ...flipped });
    return;
  }
  d.flow.triggerQueue = [...held];
  setAttack(d, { attacker: attack.attacker, target: attack.target, opponentMonsters: attack.opponentMonsters, damageStep: true, ...flipped });
  setResponseTo(d, []);
  offerPriority(d, d.turnPlayer, 0);
}

/**
 * Damage calculation and the rest of the Damage Step: monsters reach "battled" at damage
 * calculation; monsters destroyed by battle go to their owners' Graveyards at the end of the Damage
 * Step. If the attacker or its target left the field before damage calculation, the battle ends there.
 */
function damageCalculationStep(d: Work, attack: PendingAttack): void {
  const { attacker: attackerId, target: targetId } = attack;
  sendTurnEvent(d, 'NEXT'); // damage calculation
  const attacker = findMonster(d, attackerId);
  const target = targetId === 'direct' ? null : findMonster(d, targetId);
  // A target now controlled by the attacker's controller ends the battle, unless an effect redirected the attack to it (ownSideTarget).
  if (!attacker || attacker.player !== d.turnPlayer || (targetId !== 'direct' && (!target || (target.player === attacker.player) !== (attack.ownSideTarget === true)))) {
    endDamageCalculationChanges(d);
    sendTurnEvent(d, 'NEXT'); // after damage calculation
    sendTurnEvent(d, 'NEXT'); // end of the Damage Step
    return endDamageStep(d, attack);
  }
  // The battle stays the duel's attack while it is calculated: "during damage calculation" changes (Kinetic Soldier) read it.
  setAttack(d, attack);
  const result = damageCalculation(
    { card: attackerId, controller: attacker.player, atk: currentAtk(d, attacker.slot), piercing: target?.slot.position === 'defense' && inflictsPiercingDamage(d, attackerId) },
    target && { card: target.slot.card, position: target.slot.position, ...currentStats(d, target.slot), controller: target.player },
  );
  setAttack(d, null);
  endDamageCalculationChanges(d);
  writeMonster(d, attacker.player, attacker.index).battledTurn = d.turn;
  if (target) writeMonster(d, target.player, target.index).battledTurn = d.turn;
  let damage: Extract<DuelEvent, { type: 'battleDamage' }> | null = null;
  if (result.damage && result.damage.amount > 0 && !protectedBy(d, 'noBattleDamage', result.damage.player, [attackerId, ...(target ? [target.slot.card] : [])])) {
    const doubled = result.damage.amount * (battleDamageDoubled(d, attackerId, targetId, result.damage.player) ? 2 : 1);
    // "The battle damage this card inflicts to your opponent is halved" (Susa Soldier): asked of the monster whose controller is not damaged.
    const inflicting = result.damage.player === attacker.player ? target?.slot.card : attackerId;
    const halvedByInflicter = inflicting !== undefined && ownRuleApplies(d, 'halvesBattleDamage', inflicting) ? Math.floor(doubled / 2) : doubled;
    // "Any battle damage you take becomes halved" (rule code `halvesBattleDamageTaken`: Performapal Momoncarpet).
    const amount = ruleApplies(d, 'halvesBattleDamageTaken', result.damage.player) ? Math.floor(halvedByInflicter / 2) : halvedByInflicter;
    const ps = writePlayer(d, result.damage.player);
    ps.lp = Math.max(0, ps.lp - amount);
    damage = { type: 'battleDamage', player: result.damage.player, amount };
    emit(d, damage);
  }
  checkState(d);
  if (d.winner !== null) return;
  sendTurnEvent(d, 'NEXT'); // after damage calculation
  if (!afterDamageCalculation(d, attack, result.destroyed, damage)) destroyByBattle(d, attack, result.destroyed);
}

/** ATK/DEF changes "during that damage calculation only" (Injection Fairy Lily) end with it, whether or not it took place. */
function endDamageCalculationChanges(d: Work): void {
  if (d.lingering.length > 0 && d.lingering.some((l) => l.battle)) d.lingering = d.lingering.filter((l) => !l.battle);
}

/**
 * After damage calculation (rulebook v9.1 "Monster Battle Rules": a monster has "battled" once damage
 * calculation is reached): Trigger effects "after damage calculation" (event `damageCalculated`: D.D.
 * Warrior Lady) go off while the monsters the battle destroys are still on the field. Only they are looked
 * for here; the other events waiting (a flipped target's Flip effect, battle damage) are held with the
 * attack and looked at at the end of the Damage Step, as before. Returns whether a Chain of them is coming
 * (continueAttack then destroys the battle's monsters once it is over).
 */
function afterDamageCalculation(d: Work, attack: PendingAttack, destroys: readonly CardId[], damage: DuelEvent | null): boolean {
  const held = d.flow.triggerQueue;
  // Fresh arrays each time: the queue the duel had may be shared with the duel before this action.
  d.flow.triggerQueue = [];
  emit(d, { type: 'damageCalculated', attacker: attack.attacker, target: attack.target, ...(attack.targetFlipped && { targetFaceDownAtStart: true as const }) });
  // The battle damage may be answered here ("When you take battle damage": Damage Gate), chained to those
  // Triggers or in a window of its own (chain.ts awaitsAnswer), while the destroyed monsters wait with the attack.
  const answered = damage !== null && awaitsAnswer(d, [damage]);
  const triggered = collectTriggers(d).length > 0;
  if (!triggered && !answered) {
    d.flow.triggerQueue = [...held];
    return false;
  }
  setAttack(d, { attacker: attack.attacker, target: attack.target, opponentMonsters: attack.opponentMonsters, damageStep: true, destroys, held, ...(attack.ownSideTarget && { ownSideTarget: true as const }) });
  if (!triggered) {
    d.flow.triggerQueue = [];
    eventResponseWindow(d);
  }
  return true;
}

/**
 * The end of the Damage Step: the monsters the battle destroyed that are still on the field go to their
 * owners' Graveyards (or are spared by a rule), then the battle's end sets off its effects.
 */
export function destroyByBattle(d: Work, attack: PendingAttack, destroyed: readonly CardId[], answers: readonly string[] | null = null): void {
  const { attacker: attackerId, target: targetId } = attack;
  // "You can banish this card instead" (rule code banishedInsteadOfDestruction): asked first; without an answer the
  // battle waits for it (the step `battleDestruction` runs this again with the answers).
  const replaced = battleReplacements(d, attack, destroyed, answers);
  if (replaced === null) return;
  sendTurnEvent(d, 'NEXT'); // end of the Damage Step
  const result = { destroyed };
  // "Cannot be destroyed by battle with a monster that has the same ATK" (Kaiser Glider): asked of both
  // monsters as they battled, before either leaves the field.
  const unharmed = result.destroyed.filter((id) => {
    const other = id === attackerId ? targetId : attackerId;
    return other !== 'direct' && ruleApplies(d, 'indestructibleByBattleWith', id, other);
  });
  // "Negate the effects of Flip Effect Monsters destroyed by battle with this card" (Blade Knight), or of monsters
  // destroyed by battle with a Fiend you control (Dark Ruler Ha Des, a rule of the field): asked while both are still on
  // the field; the mark keeps the negated monster's effects from activating this turn.
  for (const id of result.destroyed) {
    const other = id === attackerId ? targetId : attackerId;
    if (other !== 'direct' && (ruleApplies(d, 'negatesBattleDestroyed', other, id) || ruleApplies(d, 'negatesBattleDestroyedBy', other, id))) d.marks = [...d.marks, { mark: 'effectsNegatedByBattle', player: d.turnPlayer, turn: d.turn, key: id }];
  }
  // "Banish any monster destroyed by battle with this card" (Dark Magician of Chaos): asked as they battled too,
  // so it holds when both monsters are destroyed.
  const banished = result.destroyed.filter((id) => {
    const other = id === attackerId ? targetId : attackerId;
    // Not while banishing is barred (rule code noBanishing: Artifact Lancea): it goes to the Graveyard.
    return (other !== 'direct' && !banishingBarred(d, opponentOf(findMonster(d, id)?.player ?? d.turnPlayer)) && ruleApplies(d, 'banishesBattleDestroyed', other, id)) || banishedInsteadOfGraveyard(d, id);
  });
  for (const id of result.destroyed) {
    const where = findMonster(d, id);
    if (!where || protectedBy(d, 'indestructibleByBattle', where.player, [id]) || unharmed.includes(id)) continue;
    const spared = battleDestructionPrevention(d, id);
    if (spared) {
      d.marks = [...d.marks, { mark: 'used', player: spared.player, turn: d.turn, key: spared.key }];
      emit(d, { type: 'notDestroyed', card: id });
      continue;
    }
    // "If this card would be destroyed by battle, remove 1 of these counters instead" (rule code
    // `counterRemovedInsteadOfBattle`: Des Mosquito), while it holds one.
    if (where.slot.counters > 0 && ownRuleApplies(d, 'counterRemovedInsteadOfBattle', id)) {
      const slot = writeMonster(d, where.player, where.index);
      slot.counters = where.slot.counters - 1;
      emit(d, { type: 'countersChanged', card: id, counters: slot.counters });
      emit(d, { type: 'notDestroyed', card: id });
      continue;
    }
    // "If the equipped monster would be destroyed by battle, destroy this card instead" (a Union monster).
    const substitute = equipSubstitute(d, id);
    if (substitute) {
      destroyEquipCard(d, substitute);
      emit(d, { type: 'notDestroyed', card: id });
      continue;
    }
    // A card banished in its place at its player's choice (asked before any monster left: battleReplacements).
    if (replaced.includes(id)) {
      emit(d, { type: 'notDestroyed', card: id });
      continue;
    }
    const counters = where.slot.counters;
    if (banished.includes(id)) {
      removeMonster(d, id);
      intoBanished(d, id);
    } else monsterToGraveyard(d, id);
    emit(d, { type: 'destroyedByBattle', card: id, controller: where.player, ...(counters > 0 && { counters }) });
    // "A turn that this card destroyed a monster by battle" asks later (Mystic Swordsman LV2 in the End Phase).
    const by = id === attackerId ? targetId : attackerId;
    if (by !== 'direct') d.marks = [...d.marks, { mark: 'destroyedByBattle', player: opponentOf(where.player), turn: d.turn, key: by, target: id }];
  }
  destroyMarkedAfterDamageCalculation(d);
  emit(d, { type: 'battleEnded', attacker: attackerId, target: targetId });
  endDamageStep(d, attack);
}

/**
 * The optional replacements of the battle's destructions (rule code `banishedInsteadOfDestruction`: Return of the
 * Dragon Lords), for the monsters no other rule spares, each asked of its player before any monster leaves: the
 * monsters replaced (the cards standing in for them banished), or null when the first question is now put to its
 * player (the prompt is open and the step `battleDestruction` waits for the answer). With some answers given, a
 * further question stops the step (NeedChoice), which runs again from the start with every answer.
 */
function battleReplacements(d: Work, attack: PendingAttack, destroyed: readonly CardId[], answers: readonly string[] | null): CardId[] | null {
  const { attacker: attackerId, target: targetId } = attack;
  if (!destructionMayBeReplaced(d)) return [];
  const reaching = destroyed.filter((id) => {
    const where = findMonster(d, id);
    if (!where || protectedBy(d, 'indestructibleByBattle', where.player)) return false;
    const other = id === attackerId ? targetId : attackerId;
    if (other !== 'direct' && ruleApplies(d, 'indestructibleByBattleWith', id, other)) return false;
    if (battleDestructionPrevention(d, id) || equipSubstitute(d, id)) return false;
    return !(where.slot.counters > 0 && ownRuleApplies(d, 'counterRemovedInsteadOfBattle', id));
  });
  const offers = destructionReplacements(d, reaching);
  const replaced: CardId[] = [];
  let asked = 0;
  for (const offer of offers) {
    const left = offer.monsters.filter((m) => !replaced.includes(m));
    if (left.length === 0 || !replacementStands(d, offer, left)) continue;
    const answer = answers?.[asked++];
    if (answer === undefined) {
      const prompt: Prompt = { kind: 'chooseOption', player: offer.player, reason: replacementQuestion(d, offer, left), options: [...replacementOptions(offer)] };
      if (answers !== null) throw new NeedChoice(prompt);
      d.flow.prompt = prompt;
      setChoice(d, { step: { kind: 'battleDestruction', attack, destroyed }, answers: [] });
      return null;
    }
    if (answer === 'destroy') continue;
    payReplacement(d, offer, left);
    replaced.push(...left);
  }
  return replaced;
}

/**
 * The end of the Damage Step. The Flip and Trigger effects the battle set off (a flipped monster's,
 * a destroyed monster's, and those their Chains set off in turn) are activated and resolved in the
 * Damage Step (rulebook v9.1 "Activation of a Flip Effect"; 2002 pages, Damage Step 4-5), so only
 * what the Damage Step allows may be chained to them. While any is waiting, the attack waits too
 * (flow.ts settle chains them; afterChain comes back here); then play returns to the Battle Step.
 */
function endDamageStep(d: Work, attack: PendingAttack): void {
  if (d.marks.some((m) => m.mark === 'destroyAfterDamageCalculation')) d.marks = d.marks.filter((m) => m.mark !== 'destroyAfterDamageCalculation');
  // Looked for with the attack under way, as settle will look for them: a Trigger that goes off only
  // outside the Damage Step (Stargazer Magician's) must not hold the attack for a Chain that never comes.
  setAttack(d, attack);
  if (collectTriggers(d).length > 0) return;
  setAttack(d, null);
  // What happened in the Damage Step set nothing off: it is not looked at again in the Battle Step
  // (a Pendulum Monster Wall of Illusion returned does not call Stargazer Magician once the step is over).
  if (d.flow.triggerQueue.length > 0) d.flow.triggerQueue = [];
  toDefenseAfterAttacking(d, attack.attacker);
  sendTurnEvent(d, 'NEXT'); // back to the Battle Step
  endForcedBattle(d);
}

/**
 * "If this card attacks, it is changed to Defense Position at the end of the Damage Step" (rule code
 * `defenseAfterAttacking`: Spear Dragon): not a Chain Link, the attacker still on the field turns to
 * face-up Defense Position as the Damage Step ends, whether or not damage was calculated.
 */
function toDefenseAfterAttacking(d: Work, attacker: CardId): void {
  const at = findMonster(d, attacker);
  if (!at || !at.slot.faceUp || at.slot.position !== 'attack' || !ownRuleApplies(d, 'defenseAfterAttacking', attacker)) return;
  writeMonster(d, at.player, at.index).position = 'defense';
  emit(d, { type: 'positionChanged', card: attacker, position: 'defense' });
}

/**
 * A monster whose effect destroys it after an effect targeting it resolved in the Damage Step before damage
 * calculation (Spirit Reaper: the `destroyAfterDamageCalculation` mark, chain.ts) is destroyed once damage
 * has been calculated; the mark ends with the Damage Step either way.
 */
function destroyMarkedAfterDamageCalculation(d: Work): void {
  if (!d.marks.some((m) => m.mark === 'destroyAfterDamageCalculation')) return;
  const marked = d.marks.filter((m) => m.mark === 'destroyAfterDamageCalculation' && m.turn === d.turn);
  d.marks = d.marks.filter((m) => m.mark !== 'destroyAfterDamageCalculation');
  for (const m of marked) {
    const at = findMonster(d, m.key);
    if (at && at.slot.faceUp) effectContext(d, { card: m.key, player: at.player, targets: [], link: null, chain: d.flow.chain, answers: [] }).destroy([m.key]);
  }
}

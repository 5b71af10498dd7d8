import { definitionOf } from './registry';
import type { Action } from './actions';
import { faceUpRefusal, forEachSummonable, maySummon, setNeedsTributes } from './summon';
import { procedureSummons } from './summonProcedure';
import { extraDeckSummons } from './extraSummon';
import { pendulumScaleActivations, pendulumSummons } from './pendulum';
import { findMonster, spellTrapZoneFree } from './board';
import { activations, hasSubtype, minimumSpeed } from './activation';
import { spellTrapSets } from './chain';
import { opponentOf, type Phase, type Player } from './constants';
import { attackCostOf, attacksEachMonster, attackDeclarationsBarred, attackLock, battlePhaseBarred, defenseLock, extraAttacksOf, freeMonsterZones, mayAttackAgain, mayAttackDirectly, monsterAttackLock, mustBeAttacked, onlyTargetsFor, ownRuleApplies, playCostRefusal, positionLock, setPlay, ruleApplies, shieldedFromAttack, unusableMonsterZones } from './continuous';
import { bindingOf, type Binding } from './registry';
import { printedRuleApplies, recordedRuleApplies, walkRecorded } from './ruleSources';
import { currentLevel, summonConditionUnmet } from './stats';
import { replayAttackerOf } from './draft';
import type { Refusal } from './refusals';
import { PENDULUM_SCALE, STOP, type CardId, type Duel, type MonsterSlot, type Prompt } from './state';
import { battleStepOf, currentPhase, decidingPlayer, nextTurnState, phaseOf } from './turn';

/**
 * Everything the deciding player may do now: the one source of legality. `applyAction` refuses
 * anything not listed; the UI, the AI and the tests all ask here.
 */
export function legalActions(duel: Duel): Action[] {
  return cachedLegalActions(duel).slice();
}

/**
 * Whether `action` is one of the legal actions now: listed (Tribute order aside), and a zone it
 * names free for it (a zone is chosen freely, so it is not part of the listed action).
 */
export function isLegal(duel: Duel, action: Action): boolean {
  const legal = cachedLegalActions(duel);
  // Most actions applied are taken from the legal list itself: found by identity, nothing compared.
  if (legal.includes(action)) return true;
  return legal.some((a) => sameAction(a, action)) && zoneRefusal(duel, action) === null;
}

/**
 * Why the zone an action names is not one it may use (null when it names none, or a good one):
 * a Monster Zone free for the Summon (or freed by its Tributes or materials), a free Spell & Trap
 * Zone for a card Set or activated from the hand, a free Pendulum Zone for a Pendulum Monster.
 */
export function zoneRefusal(duel: Duel, action: Action): Refusal | null {
  if (!('zone' in action) || action.zone === undefined) return null;
  const zone: unknown = action.zone;
  switch (action.type) {
    case 'normalSummon':
    case 'setMonster':
    case 'specialSummon':
      return summonZones(duel, action).includes(zone as number) ? null : 'monsterZoneNotFree';
    case 'setSpellTrap': {
      if (hasSubtype(definitionOf(duel, action.card), 'field')) return null;
      return spellTrapZoneFree(duel, duel.turnPlayer, zone as number) ? null : 'spellTrapZoneNotFree';
    }
    case 'activate': {
      const me = duel.players[decidingPlayer(duel)!];
      if (action.effect === PENDULUM_SCALE) {
        if (zone !== 0 && zone !== 1) return 'badPendulumZone';
        return me.pendulum[zone] ? 'pendulumZoneNotFree' : null;
      }
      if (!me.hand.includes(action.card)) return 'zoneOnlyFromHand';
      return spellTrapZoneFree(duel, decidingPlayer(duel)!, zone as number) ? null : 'spellTrapZoneNotFree';
    }
    default:
      return null;
  }
}

/**
 * Memoised for the last few states of the duel (a duel never changes, so its legal actions never do):
 * `legalActions` then `applyAction` on the same duel work them out once. A small ring kept with the
 * duel's binding (registry.ts), not a WeakMap: an entry per action in a WeakMap cost more than most actions.
 */
function cachedLegalActions(duel: Duel): readonly Action[] {
  const binding = bindingOf(duel);
  const memo = binding.legalMemo;
  const i = memo.duels.indexOf(duel);
  if (i >= 0) return memo.actions[i] as readonly Action[];
  const hit = computeLegalActions(duel, binding);
  memo.duels[memo.next] = duel;
  memo.actions[memo.next] = hit;
  memo.next = (memo.next + 1) % memo.duels.length;
  return hit;
}

/** The binding is looked up once (by cachedLegalActions) and handed to every walk below. */
function computeLegalActions(duel: Duel, binding: Binding): Action[] {
  if (duel.winner !== null) return [];
  if (duel.flow.prompt) return promptAnswers(duel, duel.flow.prompt);
  if (duel.flow.window) return activations(duel, duel.flow.window.player, minimumSpeed(duel), binding, [{ type: 'pass' }]);

  const phase = currentPhase(duel);
  const me = duel.turnPlayer;
  if (isMainPhase(phase)) {
    // The walks local to this module add to the list itself; the others' lists are appended.
    const out: Action[] = [];
    normalSummons(duel, me, binding, out);
    append(out, procedureSummons(duel, me, binding));
    append(out, extraDeckSummons(duel, me));
    append(out, pendulumSummons(duel, me));
    append(out, pendulumScaleActivations(duel, me, binding));
    flipSummons(duel, me, binding, out);
    positionChanges(duel, me, binding, out);
    activations(duel, me, 1, binding, out);
    append(out, spellTrapSets(duel, me, binding));
    phaseMoves(duel, out);
    return out;
  }
  if (phase === 'battle' && battleStepOf(duel.flow.turnState) === 'battle') {
    const out: Action[] = [];
    attacks(duel, me, out);
    activations(duel, me, 2, binding, out);
    phaseMoves(duel, out);
    return out;
  }
  return phaseMoves(duel, []);
}

/** The answers to the open prompt, one `select` each. */
export function promptAnswers(duel: Duel, prompt: Prompt): Action[] {
  switch (prompt.kind) {
    case 'handSizeDiscard':
      // Hand size: discard one card at a time, the player choosing which.
      return duel.players[prompt.player].hand.map((id) => ({ type: 'select', ids: [id] }));
    case 'chooseCard': {
      const answers: Action[] = prompt.cards.map((id) => ({ type: 'select', ids: [id] }));
      // A free choice of any number: one card at a time, or stop.
      if (prompt.mayStop) answers.push({ type: 'select', option: STOP });
      return answers;
    }
    case 'chooseOption':
      return prompt.options.map((option) => ({ type: 'select', option }));
  }
}

/** Adds `more` to the end of `out` (in order, as the kinds of action are listed). */
function append(out: Action[], more: readonly Action[]): void {
  for (let i = 0; i < more.length; i++) out.push(more[i]!);
}

/** Adds the phases the turn player may move to now, as the turn statechart allows. */
function phaseMoves(duel: Duel, moves: Action[]): Action[] {
  const value = duel.flow.turnState;
  const phase = phaseOf(value);
  // No Battle Phase on the first turn, nor when an effect says so (Soul Exchange).
  const battleAllowed = duel.turn > 1 && !battlePhaseBarred(duel, duel.turnPlayer);
  if (phase === 'main1') {
    if (nextTurnState(value, 'ENTER_BATTLE_PHASE', battleAllowed)) moves.push({ type: 'nextPhase', to: 'battle' });
    moves.push({ type: 'nextPhase', to: 'end' });
  } else if (phase === 'battle' && battleStepOf(value) === 'battle') {
    if (!mustStillAttack(duel)) moves.push({ type: 'nextPhase', to: 'main2' }, { type: 'nextPhase', to: 'end' });
  } else if (phase === 'main2') {
    moves.push({ type: 'nextPhase', to: 'end' });
  }
  return moves;
}

/** Whether it is a Main Phase (the phase of Summons, Sets and Spell Speed 1 activations). */
export const isMainPhase = (phase: Phase): boolean => phase === 'main1' || phase === 'main2';

/** "Once per turn, during your Main Phase, you can Normal Summon or Set" (rulebook v9.1 "Summoning Monster Cards"). */
export const normalSummonTurnRefusal = (duel: Duel, me: Player): Refusal | null =>
  // "You cannot Normal Summon/Set the turn you Special Summon this card" (rule code noNormalSummons: Lava Golem).
  duel.rules.length > 0 && ruleApplies(duel, 'noNormalSummons', me) ? 'normalSummonBarred'
    : duel.players[me].normalSummonUsed && !mayNormalSummonAgain(duel, me) ? 'normalSummonUsed' : null;

/**
 * "You can conduct 2 Normal Summons/Sets this turn, not just 1" (rule code additionalNormalSummon:
 * Double Summon): the second is allowed once, however many such rules apply.
 */
export const mayNormalSummonAgain = (duel: Duel, me: Player): boolean =>
  duel.rules.length > 0 && ruleApplies(duel, 'additionalNormalSummon', me) && !ruleApplies(duel, 'additionalNormalSummonUsed', me);

/**
 * "You can Tribute Summon 1 Level 7 or higher monster in face-up Attack Position … in addition to your Normal Summon/Set"
 * (rule code additionalSummonOfLevel, its key the lowest Level: Performapal Hip Hippo): once the turn's Normal Summon is
 * used, one more Normal Summon (not a Set) of a monster of that Level or higher, until it is used
 * (additionalSummonOfLevelUsed). The lowest Level allowed, or null.
 */
export function additionalSummonOfLevel(duel: Duel, me: Player): number | null {
  if (duel.rules.length === 0 || ruleApplies(duel, 'additionalSummonOfLevelUsed', me)) return null;
  let level: number | null = null;
  walkRecorded(duel, 'additionalSummonOfLevel', [me], (r) => {
    level = Number(r.recorded?.key ?? 0);
    return true;
  });
  return level;
}

/** What a Summon (not a Set) of this monster needs beyond its Tributes: that you may Summon, and control it face-up. */
export function summonRefusal(duel: Duel, me: Player, card: CardId, binding?: Binding): Refusal | null {
  if (!maySummon(duel, me)) return 'cannotSummon';
  // "If you Normal Summon this card, you must place it in face-down Defense Position" (rule code `normalSummonOnlySet`).
  if (printedRuleApplies(duel, 'normalSummonOnlySet', card)) return 'setOnly';
  // "Cannot be Normal Summoned unless …" (Terrorking Archfiend): it may still be Set.
  if (ownRuleApplies(duel, 'cannotBeNormalOrFlipSummoned', card, binding)) return 'summonConditionUnmet';
  // "Can only be Normal Summoned … when …" (rule code cannotBeSummonedNow: Guardian Kay'est); its Set is allowed.
  if (summonConditionUnmet(duel, card, me)) return 'summonConditionUnmet';
  // "You can only control 1 face-up …"; "each player can only control 1 Type of monster" (Rivalry of Warlords).
  return faceUpRefusal(duel, me, card, binding);
}

/** Normal Summon / Normal Set, one action per legal set of Tributes (rulebook "Summoning Monster Cards"). */
function normalSummons(duel: Duel, me: Player, binding: Binding, out: Action[]): void {
  const refusal = normalSummonTurnRefusal(duel, me);
  // The Normal Summon used, one more may be allowed only for a monster of a Level (rule code additionalSummonOfLevel).
  const minLevel = refusal === 'normalSummonUsed' ? additionalSummonOfLevel(duel, me) : null;
  if (refusal !== null && minLevel === null) return;
  forEachSummonable(duel, me, binding, (card, tributeSets) => {
    if (minLevel !== null && currentLevel(duel, card) < minLevel) return;
    const summon = summonRefusal(duel, me, card, binding) === null && playCostRefusal(duel, me, card, 'normalSummon') === null;
    // Where monsters cannot be Set (Light of Intervention), the Set is a Normal Summon in face-up Defense Position.
    const setAs = setPlay(duel, card);
    const set = minLevel !== null ? false : setAs === 'set' ? playCostRefusal(duel, me, card, 'set') === null : summon;
    for (const tributes of tributeSets) {
      if (summon) out.push({ type: 'normalSummon', card, tributes: tributes as CardId[] });
      // "You can Normal Summon it without Tributing" allows no Set without them (Swift Gaia the Fierce Knight).
      if (set && !setNeedsTributes(duel, card, tributes, binding)) out.push({ type: 'setMonster', card, tributes: tributes as CardId[] });
    }
  });
}

/**
 * Flip Summon: a face-down Defense Position monster, not on the turn it was Set. It is a change of
 * battle position (rulebook v9.1 "Change Your Monsters' Battle Positions"), so not after its position
 * changed this turn, nor in Main Phase 2 by a monster that attacked this turn (turned face-down after
 * its attack: Book of Moon).
 */
export function flipSummonRefusal(duel: Duel, me: Player, s: MonsterSlot, binding?: Binding): Refusal | null {
  if (s.faceUp) return 'alreadyFaceUp';
  if (s.placedTurn === duel.turn) return 'setThisTurn';
  if (s.positionChangedTurn === duel.turn) return 'positionChanged';
  if (s.attackedTurn === duel.turn) return 'attackedThisTurn';
  // A Flip Summon changes its position: not while an effect keeps it in its position (Spellbinding Circle).
  if (positionLock(duel, binding)?.(s.card) === true) return 'positionLocked';
  if (ownRuleApplies(duel, 'cannotBeNormalOrFlipSummoned', s.card, binding)) return 'summonConditionUnmet';
  if (summonConditionUnmet(duel, s.card, me)) return 'summonConditionUnmet';
  return faceUpRefusal(duel, me, s.card, binding);
}

function flipSummons(duel: Duel, me: Player, binding: Binding, out: Action[]): void {
  if (!maySummon(duel, me)) return;
  for (const s of duel.players[me].monsters) if (s && flipSummonRefusal(duel, me, s, binding) === null) out.push({ type: 'flipSummon', card: s.card });
}

/**
 * Changing a face-up monster's battle position: not on the turn it came to the field, not after it
 * attacked, once per turn, and not while an effect keeps it in its position (Dragon Capture Jar,
 * Spellbinding Circle). `locks` gives the cards' locks, looked for only once a monster could change
 * position (often none can).
 */
export function positionChangeRefusal(duel: Duel, s: MonsterSlot, locks: () => ((monster: CardId) => boolean) | null): Refusal | null {
  if (!s.faceUp) return 'faceDownFlipInstead';
  if (s.placedTurn === duel.turn) return 'cameThisTurn';
  if (s.positionChangedTurn === duel.turn) return 'positionChanged';
  if (s.attackedTurn === duel.turn) return 'attackedThisTurn';
  const locked = locks();
  return locked && locked(s.card) ? 'positionLocked' : null;
}

/** The position locks in force now (a Defense or Attack Position lock, a lock on changing position), worked out on the first call only. */
export function lazyDefenseLock(duel: Duel, binding?: Binding): () => ((monster: CardId) => boolean) | null {
  let locked: ((monster: CardId) => boolean) | null | undefined;
  return () => {
    if (locked !== undefined) return locked;
    const locks = [defenseLock(duel, binding), attackLock(duel, binding), positionLock(duel, binding)].filter((l) => l !== null);
    return (locked = locks.length <= 1 ? (locks[0] ?? null) : (monster) => locks.some((l) => l(monster)));
  };
}

function positionChanges(duel: Duel, me: Player, binding: Binding, out: Action[]): void {
  const locks = lazyDefenseLock(duel, binding);
  for (const s of duel.players[me].monsters) if (s && positionChangeRefusal(duel, s, locks) === null) out.push({ type: 'changePosition', card: s.card });
}

/**
 * Each face-up Attack Position monster may attack once (a replayed attacker again, rulebook "Replay"),
 * unless an effect says it cannot attack (Spellbinding Circle). `locked`: the lock on single monsters
 * in force now (continuous.ts `monsterAttackLock`), when the caller has it already.
 */
export function attackerRefusal(duel: Duel, s: MonsterSlot, locked: ((monster: CardId) => boolean) | null = monsterAttackLock(duel)): Refusal | null {
  if (!s.faceUp || s.position !== 'attack') return 'notInAttackPosition';
  // A monster that may attack each monster once (Asura Priest) may attack again: its targets say which.
  if (attackedAlready(duel, s) && !attacksEachMonster(duel, s.card) && !attackOnMonstersLeft(duel, s.card)) return 'alreadyAttacked';
  if (locked?.(s.card) === true) return 'cannotAttack';
  // "This card cannot attack unless you pay 500 Life Points" (rule code `attackCost`): paid as the attack is declared.
  const cost = attackCostOf(duel, s.card);
  return cost > 0 && duel.players[findMonster(duel, s.card)!.player].lp < cost ? 'cannotPayAttackCost' : null;
}

/** Whether the monster has used up its attack this turn (not a replay, no extra attack granted). */
const attackedAlready = (duel: Duel, s: MonsterSlot): boolean =>
  s.attackedTurn === duel.turn && replayAttackerOf(duel) !== s.card && !mayAttackAgain(duel, s.card) && !secondAttackLeft(duel, s.card);

/**
 * "Can attack twice during each Battle Phase" and the like (rule code `extraAttacks`: Mataza the Zapper, Armed Samurai -
 * Ben Kei, Twin Swords of Flashing Light - Tryce, Tyrant Dragon): it has made fewer attacks this turn (its `attacked`
 * marks, one for each attack declared, a replay none) than 1 and the extra attacks its rules give it now.
 */
function secondAttackLeft(duel: Duel, card: CardId): boolean {
  const extra = extraAttacksOf(duel, card);
  if (extra === 0) return false;
  let made = 0;
  for (const m of duel.marks) if (m.mark === 'attacked' && m.key === card && m.turn === duel.turn) made++;
  return made < 1 + extra;
}

/**
 * "This card can make up to 2 attacks on monsters during each Battle Phase this turn" (rule code
 * `extraAttackOnMonsters`, recorded: Number 95: Galaxy-Eyes Dark Matter Dragon): a second attack, on a monster only,
 * while it has declared fewer than 2 attacks this turn (its `attacked` marks).
 */
function attackOnMonstersLeft(duel: Duel, card: CardId): boolean {
  if (duel.rules.length === 0 || !recordedRuleApplies(duel, 'extraAttackOnMonsters', card)) return false;
  let made = 0;
  for (const m of duel.marks) if (m.mark === 'attacked' && m.key === card && m.turn === duel.turn) made++;
  return made < 2;
}

/**
 * A further attack of a monster that attacks each monster once (rule code `attacksEachMonster`: Asura
 * Priest): only on a monster it has not attacked this turn, never directly (it has attacked).
 */
export function repeatAttackRefusal(duel: Duel, s: MonsterSlot, target: CardId | 'direct'): Refusal | null {
  if (!attackedAlready(duel, s)) return null;
  if (target === 'direct') return 'alreadyAttacked';
  if (attackOnMonstersLeft(duel, s.card)) return null;
  return duel.marks.some((m) => m.mark === 'attacked' && m.key === s.card && m.target === target && m.turn === duel.turn) ? 'alreadyAttackedThat' : null;
}

/** Whether the monster may declare an attack as far as the monster itself goes (the AI and the mat ask). */
export const canAttack = (duel: Duel, s: MonsterSlot): boolean => attackerRefusal(duel, s) === null;

/** A direct attack: only while the opponent controls no monster (unless the monster may even then), by a monster that may attack directly. */
export function directAttackRefusal(duel: Duel, attacker: CardId, opponentMonsters: number): Refusal | null {
  // "Can attack directly even if there is a monster on your opponent's side of the field" (rule code `attacksDirectly`).
  // Recorded for a turn (Gear Golem the Moving Fortress: "can attack your opponent directly this turn").
  if (opponentMonsters > 0 && !ownRuleApplies(duel, 'attacksDirectly', attacker) && !(duel.rules.length > 0 && recordedRuleApplies(duel, 'attacksDirectly', attacker))) return 'opponentHasMonsters';
  return mayAttackDirectly(duel, attacker) ? null : 'cannotAttackDirectly';
}

/**
 * An attack on a monster: one the opponent controls (`theirs`, their monsters), not one an effect says
 * cannot be selected as an attack target (`shielded`: Magician's Valkyria; with every monster shielded
 * there is no target, and no direct attack either), and the one that must be attacked if an effect says
 * so (`forced`: Ring of Magnetism; `only`: the ones this attacker must select among).
 */
export function attackTargetRefusal(target: CardId, theirs: readonly CardId[], forced: readonly CardId[], shielded: readonly CardId[] = [], only: readonly CardId[] = []): Refusal | null {
  if (!theirs.includes(target)) return 'notOpponentMonster';
  if (shielded.includes(target)) return 'notAttackTarget';
  // The attacker's own limit (`only`: onlyTargetsFor, a Toon's "you must select a face-up Toon Monster").
  if (only.length > 0 && !only.includes(target)) return 'mustAttackOther';
  return forced.length > 0 && !forced.includes(target) ? 'mustAttackOther' : null;
}

/** The monsters `player` controls (face-up or not). */
export function monstersOf(duel: Duel, player: Player): CardId[] {
  const out: CardId[] = [];
  for (const s of duel.players[player].monsters) if (s) out.push(s.card);
  return out;
}

/** Each attacker that may attack: a monster, or directly when there is none. */
function attacks(duel: Duel, me: Player, out: Action[]): void {
  // Barred: only a monster unaffected by every barring card may still attack (Horus the Black Flame Dragon LV6 and Swords of Revealing Light).
  const barred = attackDeclarationsBarred(duel, me);
  if (barred && !duel.players[me].monsters.some((s) => s && !attackDeclarationsBarred(duel, me, undefined, s.card))) return;
  const all = monstersOf(duel, opponentOf(me));
  const forced = mustBeAttacked(duel, opponentOf(me));
  const shielded = shieldedFromAttack(duel, opponentOf(me));
  const locked = monsterAttackLock(duel);
  for (const s of duel.players[me].monsters) {
    if (!s || attackerRefusal(duel, s, locked) !== null || (barred && attackDeclarationsBarred(duel, me, undefined, s.card))) continue;
    if (directAttackRefusal(duel, s.card, all.length) === null && repeatAttackRefusal(duel, s, 'direct') === null) out.push({ type: 'attack', card: s.card, target: 'direct' });
    const only = onlyTargetsFor(duel, s.card, opponentOf(me));
    for (const target of all) if (attackTargetRefusal(target, all, forced, shielded, only) === null && repeatAttackRefusal(duel, s, target) === null) out.push({ type: 'attack', card: s.card, target });
  }
}

/**
 * "This card must attack if able" (rule code `mustAttack`: Berserk Gorilla): in the Battle Step, one of the
 * turn player's monsters with the rule can still declare an attack, so the Battle Phase cannot end yet.
 */
function mustStillAttack(duel: Duel): boolean {
  const me = duel.turnPlayer;
  const bound = duel.players[me].monsters.filter((s): s is MonsterSlot => s !== null && s.faceUp && ownRuleApplies(duel, 'mustAttack', s.card));
  if (bound.length === 0) return false;
  const possible: Action[] = [];
  attacks(duel, me, possible);
  return possible.some((a) => a.type === 'attack' && bound.some((s) => s.card === a.card));
}

/** Why the turn player may not move to `to` now (the moves phaseMoves lists are the only ones). */
export function phaseMoveRefusal(duel: Duel, to: unknown): Refusal | null {
  if (phaseMoves(duel, []).some((m) => m.type === 'nextPhase' && m.to === to)) return null;
  if (phaseOf(duel.flow.turnState) === 'battle' && mustStillAttack(duel)) return 'mustAttack';
  if (to === 'battle' && phaseOf(duel.flow.turnState) === 'main1') return duel.turn === 1 ? 'noBattlePhaseFirstTurn' : 'noBattlePhase';
  return 'cannotMoveTo';
}

/**
 * The Monster Zones (0-4) a Summon/Set may use: the free ones, plus for a Normal Summon/Set those its
 * Tributes free.
 */
export function summonZones(duel: Duel, action: Action): number[] {
  const me = duel.turnPlayer;
  if (action.type === 'specialSummon') {
    // Synchro, Xyz and contact Fusion materials leave the field first: their zones may be used.
    return withFreedZones(duel, me, Array.isArray(action.materials) ? action.materials : []);
  }
  if (action.type !== 'normalSummon' && action.type !== 'setMonster') return [];
  return withFreedZones(duel, me, action.tributes);
}

/** The free Monster Zones of `me` and those its cards among `leaving` free, in zone order. */
function withFreedZones(duel: Duel, me: Player, leaving: readonly CardId[]): number[] {
  const zones = freeMonsterZones(duel, me);
  // Most Summons free no zone (no Tributes): the free zones are already in order.
  if (leaving.length === 0) return zones;
  // A zone that cannot be used (Ojama King) stays so once its monster leaves.
  const unusable = unusableMonsterZones(duel, me);
  for (const id of leaving) {
    const at = findMonster(duel, id);
    if (at !== null && at.player === me && !unusable.includes(at.index)) zones.push(at.index);
  }
  return zones.sort((a, b) => a - b);
}

/** Two actions are the same move: same fields, Tributes and chosen cards in any order, `zone` aside. */
export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'normalSummon':
    case 'setMonster': {
      const o = b as typeof a;
      return a.card === o.card && Array.isArray(o.tributes) && sameSet(a.tributes, o.tributes);
    }
    case 'select': {
      const o = b as typeof a;
      if ('ids' in a) return 'ids' in o && Array.isArray(o.ids) && sameSet(a.ids, o.ids);
      return 'option' in o && a.option === o.option;
    }
    case 'flipSummon':
    case 'changePosition':
      return a.card === (b as typeof a).card;
    case 'attack':
      return a.card === (b as typeof a).card && a.target === (b as typeof a).target;
    case 'nextPhase':
      return a.to === (b as typeof a).to;
    case 'pass':
      return true;
    case 'activate':
      return a.card === (b as typeof a).card && (a.effect ?? 0) === ((b as typeof a).effect ?? 0);
    case 'setSpellTrap':
      return a.card === (b as typeof a).card;
    case 'specialSummon': {
      const o = b as typeof a;
      if (a.method === 'pendulum') return o.method === 'pendulum' && a.card === o.card && o.materials === undefined;
      if (a.card !== o.card || a.method !== o.method || (a.position ?? 'attack') !== (o.position ?? 'attack')) return false;
      return !a.materials || (Array.isArray(o.materials) && sameSet(a.materials, o.materials));
    }
  }
}

const sameSet = (x: readonly string[], y: readonly string[]): boolean =>
  x.length === y.length && x.every((id) => y.includes(id));

export type { CardId };

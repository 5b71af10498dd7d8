import type { Action } from './actions';
import { forEachSummonable, mayControlAnotherFaceUp, maySummon } from './summon';
import { procedureSummons } from './summonProcedure';
import { extraDeckSummons, pendulumActivations, pendulumSummons } from './extraSummon';
import { freeMonsterZones, findMonster } from './board';
import { activations, minimumSpeed } from './activation';
import { spellTrapSets } from './chain';
import { opponentOf, type Player } from './constants';
import { attackLock, battlePhaseBarred, defenseLock, mayAttackDirectly, mustBeAttacked, positionLock } from './continuous';
import { bindingOf, type Binding } from './registry';
import { replayAttackerOf } from './draft';
import type { CardId, Duel, MonsterSlot } from './state';
import { battleStepOf, currentPhase, nextTurnState, phaseOf } from './turn';

/**
 * Everything the deciding player may do now: the one source of legality. `applyAction` refuses
 * anything not listed; the UI, the AI and the tests all ask here.
 */
export function legalActions(duel: Duel): Action[] {
  return cachedLegalActions(duel).slice();
}

/** Whether `action` is one of the legal actions now (Tribute order and the chosen zone aside). */
export function isLegal(duel: Duel, action: Action): boolean {
  const legal = cachedLegalActions(duel);
  // Most actions applied are taken from the legal list itself: found by identity, nothing compared.
  return legal.includes(action) || legal.some((a) => sameAction(a, action));
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
  const prompt = duel.prompt;
  if (prompt) {
    switch (prompt.kind) {
      case 'handSizeDiscard':
        // Hand size: discard one card at a time, the player choosing which.
        return duel.players[prompt.player].hand.map((id) => ({ type: 'select', ids: [id] }));
      case 'chooseCard':
        return prompt.cards.map((id) => ({ type: 'select', ids: [id] }));
      case 'chooseOption':
        return prompt.options.map((option) => ({ type: 'select', option }));
    }
  }
  if (duel.window) return activations(duel, duel.window.player, minimumSpeed(duel), binding, [{ type: 'pass' }]);

  const phase = currentPhase(duel);
  const me = duel.turnPlayer;
  if (phase === 'main1' || phase === 'main2') {
    // The walks local to this module add to the list itself; the others' lists are appended.
    const out: Action[] = [];
    normalSummons(duel, me, binding, out);
    append(out, procedureSummons(duel, me, binding));
    append(out, extraDeckSummons(duel, me));
    append(out, pendulumSummons(duel, me));
    append(out, pendulumActivations(duel, me, binding));
    flipSummons(duel, me, binding, out);
    positionChanges(duel, me, binding, out);
    activations(duel, me, 1, binding, out);
    append(out, spellTrapSets(duel, me, binding));
    phaseMoves(duel, out);
    return out;
  }
  if (phase === 'battle' && battleStepOf(duel.turnState) === 'battle') {
    const out: Action[] = [];
    attacks(duel, me, out);
    activations(duel, me, 2, binding, out);
    phaseMoves(duel, out);
    return out;
  }
  return phaseMoves(duel, []);
}

/** Adds `more` to the end of `out` (in order, as the kinds of action are listed). */
function append(out: Action[], more: readonly Action[]): void {
  for (let i = 0; i < more.length; i++) out.push(more[i]!);
}

/** Adds the phases the turn player may move to now, as the turn statechart allows. */
function phaseMoves(duel: Duel, moves: Action[]): Action[] {
  const value = duel.turnState;
  const phase = phaseOf(value);
  // No Battle Phase on the first turn, nor when an effect says so (Soul Exchange).
  const battleAllowed = duel.turn > 1 && !battlePhaseBarred(duel, duel.turnPlayer);
  if (phase === 'main1') {
    if (nextTurnState(value, 'ENTER_BATTLE_PHASE', battleAllowed)) moves.push({ type: 'nextPhase', to: 'battle' });
    moves.push({ type: 'nextPhase', to: 'end' });
  } else if (phase === 'battle' && battleStepOf(value) === 'battle') {
    moves.push({ type: 'nextPhase', to: 'main2' }, { type: 'nextPhase', to: 'end' });
  } else if (phase === 'main2') {
    moves.push({ type: 'nextPhase', to: 'end' });
  }
  return moves;
}

/** Normal Summon / Normal Set, one action per legal set of Tributes (rulebook "Summoning Monster Cards"). */
function normalSummons(duel: Duel, me: Player, binding: Binding, out: Action[]): void {
  if (duel.players[me].normalSummonUsed) return;
  const summon = maySummon(duel, me);
  forEachSummonable(duel, me, binding, (card, tributeSets) => {
    for (const tributes of tributeSets) {
      if (summon && mayControlAnotherFaceUp(duel, me, card, binding)) out.push({ type: 'normalSummon', card, tributes: tributes as CardId[] });
      out.push({ type: 'setMonster', card, tributes: tributes as CardId[] });
    }
  });
}

/**
 * Flip Summon: a face-down Defense Position monster, not on the turn it was Set. It is a change of
 * battle position (rulebook v9.1 "Change Your Monsters' Battle Positions"), so not in Main Phase 2
 * by a monster that attacked this turn either (turned face-down after its attack: Book of Moon).
 */
function flipSummons(duel: Duel, me: Player, binding: Binding, out: Action[]): void {
  if (!maySummon(duel, me)) return;
  const held = positionLock(duel, binding);
  for (const s of duel.players[me].monsters) {
    if (s && !s.faceUp && s.placedTurn !== duel.turn && s.positionChangedTurn !== duel.turn && s.attackedTurn !== duel.turn && mayControlAnotherFaceUp(duel, me, s.card, binding) && !held?.(s.card)) out.push({ type: 'flipSummon', card: s.card });
  }
}

/**
 * Changing a face-up monster's battle position: not on the turn it came to the field, not after it
 * attacked, and once per turn.
 */
function positionChanges(duel: Duel, me: Player, binding: Binding, out: Action[]): void {
  // The cards applying a Defense lock are looked for once a monster could change position (often none can).
  let locked: ((monster: CardId) => boolean) | null | undefined;
  const held = positionLock(duel, binding);
  for (const s of duel.players[me].monsters) {
    if (!s || !s.faceUp || s.placedTurn === duel.turn || s.positionChangedTurn === duel.turn || s.attackedTurn === duel.turn) continue;
    if (locked === undefined) locked = defenseLock(duel, binding);
    if ((!locked || !locked(s.card)) && !held?.(s.card)) out.push({ type: 'changePosition', card: s.card });
  }
}

export const canAttack = (duel: Duel, s: MonsterSlot): boolean =>
  s.faceUp && s.position === 'attack' && (s.attackedTurn !== duel.turn || replayAttackerOf(duel) === s.card);

/** Each face-up Attack Position monster may attack once: a monster, or directly when there is none. */
function attacks(duel: Duel, me: Player, out: Action[]): void {
  const stopped = attackLock(duel, me);
  const all: CardId[] = [];
  for (const s of duel.players[opponentOf(me)].monsters) if (s) all.push(s.card);
  // A monster that must be attacked if able (Ring of Magnetism) is the only target.
  const forced = mustBeAttacked(duel, opponentOf(me));
  const targets = forced.length > 0 ? forced : all;
  for (const s of duel.players[me].monsters) {
    if (!s || !canAttack(duel, s) || stopped?.(s.card) === true) continue;
    if (all.length === 0 && mayAttackDirectly(duel, s.card)) out.push({ type: 'attack', card: s.card, target: 'direct' });
    for (const target of targets) out.push({ type: 'attack', card: s.card, target });
  }
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
  const zones = freeMonsterZones(duel.players[me]);
  // Most Summons free no zone (no Tributes): the free zones are already in order.
  if (leaving.length === 0) return zones;
  for (const id of leaving) {
    const at = findMonster(duel, id);
    if (at !== null && at.player === me) zones.push(at.index);
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
      // A Pendulum Summon's set of monsters is chosen freely and checked on its own (pendulumChoiceError).
      if (a.method === 'pendulum') return o.method === 'pendulum';
      if (a.card !== o.card || a.method !== o.method || (a.position ?? 'attack') !== (o.position ?? 'attack')) return false;
      return !a.materials || (Array.isArray(o.materials) && sameSet(a.materials, o.materials));
    }
    case 'activatePendulum':
      return a.card === (b as typeof a).card;
  }
}

const sameSet = (x: readonly string[], y: readonly string[]): boolean =>
  x.length === y.length && x.every((id) => y.includes(id));

export type { CardId };

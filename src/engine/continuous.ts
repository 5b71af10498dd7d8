import type { Player } from './constants';
import type { ContinuousRule, Effect, QueryContext } from './effects/types';
import { bindingOf, definitionOf, duelHasWith, HOLDER_IN_FIELD_ZONE, HOLDER_IN_MONSTER_ZONE, HOLDER_IN_PENDULUM_ZONE, HOLDER_IN_SPELL_TRAP_ZONE, holderZonesIn, holdersIn, type Binding } from './registry';
import { continuousEffectsApply, type CardId, type Duel, type SpellTrapSlot } from './state';
import { queryContext } from './stats';

/*
 * Continuous effects that change rules rather than ATK/DEF (those are in stats.ts): asked of every
 * face-up card on the field each time, never written into the board, so they end the moment their
 * card leaves or is turned face-down (rulebook v9.1 "Continuous Effects"), and begin only once the
 * card's activation has resolved (state.ts, continuousEffectsApply).
 */

type Rule = ContinuousRule;

/**
 * Asks each face-up card on the field whose effects have `rule` (the duel's few cards with such an
 * effect, listed once: usually none) through `visit`, with a context for it, until `visit` returns
 * true; says whether one did. No lists are built: this runs for every target candidate and every
 * monster's position. Only the kinds of zone those cards can stand in are walked (a Trap's rule:
 * the Spell & Trap Zones only). With `visit` null, says whether any such card applies the rule now,
 * without making a context for it (most of these walks find none, or need only to know there is one).
 */
function someSource(duel: Duel, rule: Rule, visit: ((effect: Effect, ctx: QueryContext) => boolean) | null, binding: Binding = bindingOf(duel)): boolean {
  if (!duelHasWith(binding, duel, 'continuous')) return false;
  const holders = holdersIn(binding, duel, rule);
  if (holders.length === 0) return false;
  return someSourceAmong(duel, rule, visit, holders, holderZonesIn(binding, duel, rule));
}

/** someSource once the duel is known to hold cards with `rule` (`holders`, standing in the kinds of zone `zones`). */
function someSourceAmong(duel: Duel, rule: Rule, visit: ((effect: Effect, ctx: QueryContext) => boolean) | null, holders: readonly CardId[], zones: number): boolean {
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0) {
      const monsters = ps.monsters;
      for (let i = 0; i < monsters.length; i++) {
        const slot = monsters[i];
        if (slot && continuousEffectsApply(duel, slot) && holders.includes(slot.card) && visitCard(duel, p, slot.card, null, rule, visit)) return true;
      }
    }
    if ((zones & HOLDER_IN_SPELL_TRAP_ZONE) !== 0) {
      const spellTraps = ps.spellTraps;
      for (let i = 0; i < spellTraps.length; i++) {
        const slot = spellTraps[i];
        if (slot && continuousEffectsApply(duel, slot) && holders.includes(slot.card) && visitCard(duel, p, slot.card, slot.equippedTo, rule, visit)) return true;
      }
    }
    const field = ps.field;
    if ((zones & HOLDER_IN_FIELD_ZONE) !== 0 && field && continuousEffectsApply(duel, field) && holders.includes(field.card) && visitCard(duel, p, field.card, field.equippedTo, rule, visit)) return true;
    // Pendulum Effects, from a card in a Pendulum Zone (always face-up there).
    if ((zones & HOLDER_IN_PENDULUM_ZONE) !== 0) for (const slot of ps.pendulum) if (slot && continuousEffectsApply(duel, slot) && holders.includes(slot.card) && visitCard(duel, p, slot.card, null, rule, visit, true)) return true;
  }
  return false;
}

/** Whether the duel holds any card with an effect of `rule` at all (asked before a question about it is even put together). */
function mayApply(duel: Duel, rule: Rule): boolean {
  const binding = bindingOf(duel);
  return duelHasWith(binding, duel, 'continuous') && holdersIn(binding, duel, rule).length > 0;
}

/**
 * A card's effects of `rule` that apply where it is: in a Pendulum Zone its Pendulum Effects only, elsewhere the others.
 * With `visit` null, whether it has one (no context made).
 */
function visitCard(duel: Duel, p: Player, card: CardId, equippedTo: CardId | null, rule: Rule, visit: ((effect: Effect, ctx: QueryContext) => boolean) | null, inPendulumZone = false): boolean {
  for (const effect of definitionOf(duel, card).effects ?? []) {
    if (effect[rule] === undefined || (effect.range === 'pendulumZone') !== inPendulumZone) continue;
    if (!visit || visit(effect, queryContext(duel, { card, player: p, equippedTo }))) return true;
  }
  return false;
}

/** Whether any face-up card on the field applies a continuous effect of this kind now (asked once before asking it of every monster). */
export const ruleInForce = (duel: Duel, rule: Rule): boolean => someSource(duel, rule, null);

/** Whether card effects cannot target `card` now (Lord of D.). */
export function protectsFromTargeting(duel: Duel, card: CardId): boolean {
  return mayApply(duel, 'protects') && someSource(duel, 'protects', (effect, ctx) => effect.protects!(ctx, card));
}

/**
 * Which monsters must stay in face-up Defense Position and cannot change position (Dragon Capture
 * Jar), as a test per monster; null when no such effect applies now. The cards applying it are found
 * once, then asked of each monster in turn (changing a monster's position does not change them).
 */
export function defenseLock(duel: Duel, binding: Binding = bindingOf(duel)): ((monster: CardId) => boolean) | null {
  // Most duels hold no such card: nothing is made for the walk then (this is asked after every action).
  if (!duelHasWith(binding, duel, 'continuous')) return null;
  const holders = holdersIn(binding, duel, 'locksInDefense');
  if (holders.length === 0) return null;
  // Most of the time none of them applies its lock now: found by a walk that makes nothing, or remembered.
  const zones = holderZonesIn(binding, duel, 'locksInDefense');
  if (!lockInForce(duel, binding, holders, zones)) return null;
  const sources: { effect: Effect; ctx: QueryContext }[] = [];
  someSourceAmong(duel, 'locksInDefense', (effect, ctx) => {
    sources.push({ effect, ctx });
    return false;
  }, holders, zones);
  return (monster) => sources.some(({ effect, ctx }) => effect.locksInDefense!(ctx, monster));
}

/**
 * Whether a card applying a Defense lock is in force now. The state check asks this after every action
 * and step, and the answer changes only with the zones such cards can stand in and the Chain, so the
 * last one is kept with the binding and given again while those are the same (registry.ts ZonesMemo).
 * Cards that could apply one from a Monster Zone (whose slots are written in place) are looked for every time.
 */
function lockInForce(duel: Duel, binding: Binding, holders: readonly CardId[], zones: number): boolean {
  if ((zones & HOLDER_IN_MONSTER_ZONE) !== 0) return someSourceAmong(duel, 'locksInDefense', null, holders, zones);
  const memo = binding.lockMemo;
  const ps0 = duel.players[0];
  const ps1 = duel.players[1];
  const writes = binding.drafts.spellTrapWrites;
  if (
    memo.writes === writes && memo.chain === duel.chain && memo.spellTraps[0] === ps0.spellTraps && memo.spellTraps[1] === ps1.spellTraps &&
    memo.field[0] === ps0.field && memo.field[1] === ps1.field && memo.pendulum[0] === ps0.pendulum && memo.pendulum[1] === ps1.pendulum
  ) return memo.answer;
  const answer = someSourceAmong(duel, 'locksInDefense', null, holders, zones);
  memo.writes = writes;
  memo.chain = duel.chain;
  memo.spellTraps[0] = ps0.spellTraps;
  memo.spellTraps[1] = ps1.spellTraps;
  memo.field[0] = ps0.field;
  memo.field[1] = ps1.field;
  memo.pendulum[0] = ps0.pendulum;
  memo.pendulum[1] = ps1.pendulum;
  memo.answer = answer;
  return answer;
}

/** The monsters of `defender` that `defender`'s opponent must attack if able (Ring of Magnetism). */
export function mustBeAttacked(duel: Duel, defender: Player): CardId[] {
  const out: CardId[] = [];
  // Most duels hold no such card: no walk (this is asked for every Battle Step list).
  if (!mayApply(duel, 'mustBeAttacked')) return out;
  someSource(duel, 'mustBeAttacked', (effect, ctx) => {
    const m = effect.mustBeAttacked!(ctx);
    if (m !== null && duel.players[defender].monsters.some((x) => x?.card === m && x.faceUp)) out.push(m);
    return false;
  });
  return out;
}

/** Whether a continuous effect doubles the battle damage `damaged` takes from this battle (Odd-Eyes Pendulum Dragon); doubled once, however many apply. */
export function battleDamageDoubled(duel: Duel, attacker: CardId, target: CardId | 'direct', damaged: Player): boolean {
  return mayApply(duel, 'doublesBattleDamage') && someSource(duel, 'doublesBattleDamage', (effect, ctx) => effect.doublesBattleDamage!(ctx, { attacker, target, damaged }));
}

/** Whether a continuous effect stops `player` activating this card's effect now (Stargazer and Timegazer Magician). */
export function activationBarred(duel: Duel, player: Player, card: CardId, effect: Effect, binding: Binding = bindingOf(duel)): boolean {
  // Asked of every effect the activation scan looks at: most duels hold no such card, and no closure is made then.
  if (!duelHasWith(binding, duel, 'continuous') || holdersIn(binding, duel, 'barsActivation').length === 0) return false;
  return someSource(duel, 'barsActivation', (rule, ctx) => rule.barsActivation!(ctx, player, card, effect), binding);
}

/** The once-per-turn key of a continuous effect that stops a destruction (its card and effect index). */
const preventionKey = (card: CardId, index: number): string => `${card}#${index}`;

/**
 * The effect that stops `card` being destroyed by an effect `by` controls (Timegazer Magician), not yet
 * used this turn, as the mark its use leaves; null if none does.
 */
export function destructionPrevention(duel: Duel, card: CardId, by: Player): { player: Player; key: string } | null {
  return unusedPrevention(duel, 'preventsDestruction', (effect, ctx) => effect.preventsDestruction!(ctx, card, by));
}

/** The effect that stops `card` being destroyed by battle (Gogogo Golem), not yet used this turn, as the mark its use leaves; null if none does. */
export function battleDestructionPrevention(duel: Duel, card: CardId): { player: Player; key: string } | null {
  return unusedPrevention(duel, 'preventsBattleDestruction', (effect, ctx) => effect.preventsBattleDestruction!(ctx, card));
}

function unusedPrevention(duel: Duel, rule: Rule, applies: (effect: Effect, ctx: QueryContext) => boolean): { player: Player; key: string } | null {
  let found: { player: Player; key: string } | null = null;
  someSource(duel, rule, (effect, ctx) => {
    const index = definitionOf(duel, ctx.card).effects!.indexOf(effect);
    const key = preventionKey(ctx.card, index);
    if (duel.marks.some((m) => m.mark === 'used' && m.player === ctx.player && m.turn === duel.turn && m.key === key)) return false;
    if (!applies(effect, ctx)) return false;
    found = { player: ctx.player, key };
    return true;
  });
  return found;
}

/**
 * The Equip Card destroyed instead of `monster` when it would be destroyed by battle (a Union monster
 * equipped by its own effect: "destroy this card instead"); null if none is equipped to it.
 */
export function equipSubstitute(duel: Duel, monster: CardId): CardId | null {
  let found: CardId | null = null;
  someSource(duel, 'substitutesForEquipped', (effect, ctx) => {
    if (ctx.equippedTo !== monster || !effect.substitutesForEquipped!(ctx, monster, 'battle')) return false;
    found = ctx.card;
    return true;
  });
  return found;
}

/** The Pendulum Scale of the card in this Pendulum Zone now: printed, or what its Pendulum Effect makes it (Stargazer Magician). */
export function currentScale(duel: Duel, player: Player, slot: SpellTrapSlot): number {
  const card = slot.card;
  const def = definitionOf(duel, card);
  if (!continuousEffectsApply(duel, slot)) return def.scale ?? 0;
  for (const effect of def.effects ?? []) {
    if (effect.range !== 'pendulumZone' || !effect.scaleBecomes) continue;
    const scale = effect.scaleBecomes(queryContext(duel, { card, player, equippedTo: null }));
    if (scale !== null) return scale;
  }
  return def.scale ?? 0;
}

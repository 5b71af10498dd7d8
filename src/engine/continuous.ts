import type { Player } from './constants';
import type { ContinuousRule, Effect, QueryContext } from './effects/types';
import { definitionOf, duelHas, hasRule } from './registry';
import type { CardId, Duel, SpellTrapSlot } from './state';
import { queryContext } from './stats';

/*
 * Continuous effects that change rules rather than ATK/DEF (those are in stats.ts): asked of every
 * face-up card on the field each time, never written into the board, so they end the moment their
 * card leaves or is turned face-down (rulebook v9.1 "Continuous Effects").
 */

type Source = { effect: Effect; ctx: QueryContext };
type Rule = ContinuousRule;

/** The face-up cards on the field whose effects have `rule`, with a context for each (usually none: checked by passcode first). */
function faceUpSources(duel: Duel, rule: Rule): Source[] {
  const out: Source[] = [];
  if (!duelHas(duel, 'continuous')) return out;
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    for (const slot of [...ps.monsters, ...ps.spellTraps, ps.field]) {
      if (!slot || !slot.faceUp || ('effectsNegated' in slot && slot.effectsNegated) || !hasRule(duel, slot.card, rule)) continue;
      for (const effect of definitionOf(duel, slot.card).effects ?? []) {
        if (effect[rule] === undefined) continue;
        const equippedTo = 'equippedTo' in slot ? (slot as SpellTrapSlot).equippedTo : null;
        out.push({ effect, ctx: queryContext(duel, { card: slot.card, player: p, equippedTo }) });
      }
    }
  }
  return out;
}

/** Whether card effects cannot target `card` now (Lord of D.). */
export function protectsFromTargeting(duel: Duel, card: CardId): boolean {
  for (const s of faceUpSources(duel, 'protects')) if (s.effect.protects!(s.ctx, card)) return true;
  return false;
}

/** Whether `monster` must stay in face-up Defense Position and cannot change position (Dragon Capture Jar). */
export function lockedInDefense(duel: Duel, monster: CardId): boolean {
  for (const s of faceUpSources(duel, 'locksInDefense')) if (s.effect.locksInDefense!(s.ctx, monster)) return true;
  return false;
}

/** The monsters of `defender` that `defender`'s opponent must attack if able (Ring of Magnetism). */
export function mustBeAttacked(duel: Duel, defender: Player): CardId[] {
  const out: CardId[] = [];
  for (const s of faceUpSources(duel, 'mustBeAttacked')) {
    const m = s.effect.mustBeAttacked!(s.ctx);
    if (m !== null && duel.players[defender].monsters.some((x) => x?.card === m && x.faceUp)) out.push(m);
  }
  return out;
}

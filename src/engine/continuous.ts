import type { Player } from './constants';
import type { Work } from './draft';
import { effectContext } from './effects/context';
import type { Effect, EffectContext } from './effects/types';
import { definitionOf, duelHas } from './registry';
import type { CardId, Duel, SpellTrapSlot } from './state';

/*
 * Continuous effects that change rules rather than ATK/DEF (those are in stats.ts): asked of every
 * face-up card on the field each time, never written into the board, so they end the moment their
 * card leaves or is turned face-down (rulebook v9.1 "Continuous Effects").
 */

type Source = { card: CardId; player: Player; effect: Effect; ctx: EffectContext };

function* faceUpSources(duel: Duel, has: (e: Effect) => boolean): Generator<Source> {
  if (!duelHas(duel, 'continuous')) return;
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    for (const slot of [...ps.monsters, ...ps.spellTraps, ps.field]) {
      if (!slot || !slot.faceUp) continue;
      for (const effect of definitionOf(duel, slot.card).effects ?? []) {
        if (!has(effect)) continue;
        const equippedTo = 'equippedTo' in slot ? (slot as SpellTrapSlot).equippedTo : null;
        const ctx = effectContext(duel as Work, { card: slot.card, player: p, targets: [], link: null, chain: duel.chain, answers: [], equippedTo });
        yield { card: slot.card, player: p, effect, ctx };
      }
    }
  }
}

/** Whether card effects cannot target `card` now (Lord of D.). */
export function protectsFromTargeting(duel: Duel, card: CardId): boolean {
  for (const s of faceUpSources(duel, (e) => e.protects !== undefined)) if (s.effect.protects!(s.ctx, card)) return true;
  return false;
}

/** Whether `monster` must stay in face-up Defense Position and cannot change position (Dragon Capture Jar). */
export function lockedInDefense(duel: Duel, monster: CardId): boolean {
  for (const s of faceUpSources(duel, (e) => e.locksInDefense !== undefined)) if (s.effect.locksInDefense!(s.ctx, monster)) return true;
  return false;
}

/** The monsters of `defender` that `defender`'s opponent must attack if able (Ring of Magnetism). */
export function mustBeAttacked(duel: Duel, defender: Player): CardId[] {
  const out: CardId[] = [];
  for (const s of faceUpSources(duel, (e) => e.mustBeAttacked !== undefined)) {
    const m = s.effect.mustBeAttacked!(s.ctx);
    if (m !== null && duel.players[defender].monsters.some((x) => x?.card === m && x.faceUp)) out.push(m);
  }
  return out;
}

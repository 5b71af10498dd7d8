import type { Player } from './constants';
import { effectContext } from './effects/context';
import type { Work } from './draft';
import { definitionOf, duelHas, modifiesStats } from './registry';
import type { CardId, Duel, MonsterSlot, SpellTrapSlot } from './state';

/**
 * Current ATK/DEF: the printed values plus every change that applies now, computed from the board
 * each time and never written into it, so removing the source removes the change:
 * - continuous effects of face-up cards (Equip Spells on the monster they equip, Field Spells),
 * - changes "until the end of this turn" from resolved effects (Reinforcements, Castle Walls).
 */
export function currentAtk(duel: Duel, slot: MonsterSlot): number {
  return Math.max(0, (definitionOf(duel, slot.card).atk ?? 0) + changes(duel, slot).atk);
}

export function currentDef(duel: Duel, slot: MonsterSlot): number {
  return Math.max(0, (definitionOf(duel, slot.card).def ?? 0) + changes(duel, slot).def);
}

function changes(duel: Duel, slot: MonsterSlot): { atk: number; def: number } {
  let atk = 0;
  let def = 0;
  // Face-down monsters have no ATK/DEF to change until they are flipped.
  if (!slot.faceUp) return { atk, def };
  if (!duelHas(duel, 'modifies') && duel.lingering.length === 0) return { atk, def };
  // Reverse Trap: this turn, every increase is a decrease of the same amount, and every decrease an increase.
  const reversed = duel.restrictions.some((r) => r.restriction === 'reverseStatChanges' && r.turn === duel.turn);
  const sign = (n: number): number => (reversed ? -n : n);
  for (const p of [0, 1] as const) {
    const ps = duel.players[p];
    for (const source of [...ps.monsters, ...ps.spellTraps, ps.field]) {
      if (!source || !source.faceUp || ('effectsNegated' in source && source.effectsNegated) || !modifiesStats(duel, source.card)) continue;
      const effects = definitionOf(duel, source.card).effects;
      if (!effects) continue;
      for (const effect of effects) {
        if (!effect.modifiers) continue;
        const ctx = effectContext(duel as Work, {
          card: source.card, player: p as Player, targets: [], link: null, chain: duel.chain, answers: [],
          equippedTo: 'equippedTo' in source ? (source as SpellTrapSlot).equippedTo : null,
        });
        for (const m of effect.modifiers(ctx)) {
          if (!m.applies(slot.card)) continue;
          atk += sign(m.atk ?? 0);
          def += sign(m.def ?? 0);
        }
      }
    }
  }
  for (const l of duel.lingering) {
    if (l.card === slot.card && l.turn === duel.turn && l.placedTurn === slot.placedTurn) {
      atk += sign(l.atk);
      def += sign(l.def);
    }
  }
  return { atk, def };
}

export type { CardId };

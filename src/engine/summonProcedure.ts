import type { Action } from './actions';
import { freeMonsterZones, placeMonster, removeFromHand } from './board';
import type { Player } from './constants';
import type { Work } from './draft';
import { effectContext } from './effects/context';
import { definitionOf, duelHas, duelHasWith, type Binding } from './registry';
import type { CardId, Duel } from './state';
import type { Refusal } from './refusals';
import { mayControlAnotherFaceUp, maySummon } from './summon';

/*
 * A monster's own way of being Special Summoned ("If only your opponent controls a monster, you can
 * Special Summon this card from your hand"). Rulebook v9.1, "Special Summon": such a monster is
 * placed in face-up Attack or face-up Defense Position, as its player chooses; "the conditions that
 * describe how to play a Special Summon Monster are also not an effect", so it starts no Chain; and
 * "there is no limit to the number of times you can … Special Summon during a turn": it does not use
 * the Normal Summon.
 */

export type ProcedureSummon = Extract<Action, { type: 'specialSummon' }>;

/** Why `me` may make no Special Summon by a card's own procedure now: a free Monster Zone, and Summons allowed. */
export function procedureTurnRefusal(duel: Duel, me: Player): Refusal | null {
  if (freeMonsterZones(duel.players[me]).length === 0) return 'monsterZonesFull';
  return maySummon(duel, me) ? null : 'cannotSummon';
}

/** Why this card in `me`'s hand may not be Special Summoned by its own procedure now (its condition, its uniqueness). */
export function procedureRefusal(duel: Duel, me: Player, card: CardId): Refusal | null {
  const procedure = definitionOf(duel, card).summonProcedure;
  if (!procedure || procedure.from !== 'hand') return 'noProcedure';
  if (!duel.players[me].hand.includes(card)) return 'notInHand';
  if (!mayControlAnotherFaceUp(duel, me, card)) return 'onlyOneFaceUp';
  const ctx = effectContext(duel as Work, { card, player: me, targets: [], link: null, chain: duel.chain, answers: [] });
  return procedure.condition(ctx) ? null : 'conditionNotMet';
}

/** The Special Summons by their own procedure the turn player may make now (Main Phase, open game state). */
export function procedureSummons(duel: Duel, me: Player, binding?: Binding): ProcedureSummon[] {
  // Most duels hold no card with a Summon procedure of its own.
  if (!(binding ? duelHasWith(binding, duel, 'summonProcedure') : duelHas(duel, 'summonProcedure')) || procedureTurnRefusal(duel, me) !== null) return [];
  const out: ProcedureSummon[] = [];
  for (const card of duel.players[me].hand) {
    if (procedureRefusal(duel, me, card) !== null) continue;
    out.push({ type: 'specialSummon', card, method: 'rule', position: 'attack' }, { type: 'specialSummon', card, method: 'rule', position: 'defense' });
  }
  return out;
}

/** Places the monster face-up; the caller announces the Summon (it may still be negated). */
export function summonByProcedure(d: Work, player: Player, action: ProcedureSummon, zone: number): void {
  removeFromHand(d, player, action.card);
  placeMonster(d, player, zone, action.card, action.position ?? 'attack', true);
}

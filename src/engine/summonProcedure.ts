import type { Action } from './actions';
import { freeMonsterZones } from './continuous';
import { placeMonster, removeFromHand } from './board';
import { opponentOf, type Player } from './constants';
import type { Work } from './draft';
import { effectContext } from './effects/context';
import { definitionOf, duelHas, duelHasWith, type Binding } from './registry';
import type { CardId, Duel } from './state';
import type { Refusal } from './refusals';
import { markProperlySummoned } from './extraDeck';
import type { Summoning } from './summonEvents';
import { faceUpRefusal, maySpecialSummon, payToPlay } from './summon';
import { playCostRefusal } from './continuous';

/*
 * A monster's own way of being Special Summoned ("If only your opponent controls a monster, you can
 * Special Summon this card from your hand"). Rulebook v9.1, "Special Summon": such a monster is
 * placed in face-up Attack or face-up Defense Position, as its player chooses; "the conditions that
 * describe how to play a Special Summon Monster are also not an effect", so it starts no Chain; and
 * "there is no limit to the number of times you can … Special Summon during a turn": it does not use
 * the Normal Summon.
 */

export type ProcedureSummon = Extract<Action, { type: 'specialSummon' }>;

/** Why `me` may make no Special Summon by a card's own procedure now: Summons allowed. */
export function procedureTurnRefusal(duel: Duel, me: Player): Refusal | null {
  return maySpecialSummon(duel, me) ? null : 'cannotSummon';
}

/** The player on whose field the card's procedure places it: its own player's, or the opponent's (Lava Golem). */
const placedOnto = (duel: Duel, me: Player, card: CardId): Player => (definitionOf(duel, card).summonProcedure?.to === 'opponent' ? opponentOf(me) : me);

/** The turn mark a Summon by a once-per-turn procedure leaves ("once per turn this way", by name). */
const procedureKey = (duel: Duel, card: CardId): string => `${duel.cards[card]!.passcode}#procedure`;

/** Why this card in `me`'s hand may not be Special Summoned by its own procedure now (its condition, its uniqueness). */
export function procedureRefusal(duel: Duel, me: Player, card: CardId): Refusal | null {
  const procedure = definitionOf(duel, card).summonProcedure;
  if (!procedure || procedure.from !== 'hand') return 'noProcedure';
  if (!duel.players[me].hand.includes(card)) return 'notInHand';
  if (procedure.oncePerTurn && duel.marks.some((m) => m.mark === 'used' && m.key === procedureKey(duel, card) && m.player === me && m.turn === duel.turn)) return 'usedThisTurn';
  // A procedure to the opponent's field frees its zone by its cost (its condition asks that).
  if (procedure.to !== 'opponent' && freeMonsterZones(duel, me).length === 0) return 'monsterZonesFull';
  const faceUp = faceUpRefusal(duel, placedOnto(duel, me, card), card);
  if (faceUp !== null) return faceUp;
  const cost = playCostRefusal(duel, me, card, 'specialSummon');
  if (cost !== null) return cost;
  const ctx = effectContext(duel as Work, { card, player: me, targets: [], link: null, chain: duel.flow.chain, answers: [] });
  if (!procedure.condition(ctx)) return 'conditionNotMet';
  return !procedure.cost || procedure.cost.can(ctx) ? null : 'costCannotBePaid';
}

/** Whether this card's procedure has a cost to pay (its Summon is then a step that may ask: procedureSummonStep). */
export const procedureHasCost = (duel: Duel, card: CardId): boolean => definitionOf(duel, card).summonProcedure?.cost !== undefined;

/**
 * A Special Summon by the card's own procedure with a cost: the cost is paid first (its choices asked
 * one prompt at a time; the step runs again with the answers), then the monster is placed face-up.
 * Returns the Summon to announce (it may still be negated: the cost stays paid).
 */
export function procedureSummonStep(d: Work, step: { readonly player: Player; readonly card: CardId; readonly position: 'attack' | 'defense'; readonly zone?: number }, answers: readonly string[]): Summoning {
  const procedure = definitionOf(d, step.card).summonProcedure!;
  procedure.cost?.pay(effectContext(d, { card: step.card, player: step.player, targets: [], link: null, chain: d.flow.chain, answers }));
  const free = freeMonsterZones(d, placedOnto(d, step.player, step.card));
  const zone = step.zone !== undefined && free.includes(step.zone) ? step.zone : free[0]!;
  summonByProcedure(d, step.player, { type: 'specialSummon', card: step.card, method: 'rule', position: step.position }, zone);
  return { player: step.player, card: step.card, how: 'special' };
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

/** Places the monster face-up (on the opponent's field for a procedure `to` it); the caller announces the Summon (it may still be negated). */
export function summonByProcedure(d: Work, player: Player, action: ProcedureSummon, zone: number): void {
  payToPlay(d, player, action.card, 'specialSummon');
  removeFromHand(d, player, action.card);
  placeMonster(d, placedOnto(d, player, action.card), zone, action.card, action.position ?? 'attack', true);
  if (definitionOf(d, action.card).summonProcedure?.oncePerTurn) d.marks = [...d.marks, { mark: 'used', player, turn: d.turn, key: procedureKey(d, action.card) }];
  // Its own procedure is its proper Summon ("Must first be Special Summoned … by …").
  markProperlySummoned(d, action.card);
}

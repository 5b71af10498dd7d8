import type { Work } from './draft';
import { emit, findMonster, monsterToGraveyard, ownerOf } from './board';
import { draftOf, writeMonster, writePile, writeSpellTrapZones } from './draft';
import { defenseLock } from './continuous';
import { opponentOf, type Player } from './constants';
import { bindingOf, definitionOf, duelHas, duelHasWith, holdersIn, type Binding } from './registry';
import type { CardId, Duel } from './state';
import { effectContext } from './effects/context';
import type { Effect } from './effects/types';
import { endDuel } from './ending';

export { endDuel, loseByDeckOut } from './ending';

/**
 * Checks the duel's win conditions after every action: LP at 0 (both at once is a draw) and
 * "you win" card effects held in hand (the Forbidden One).
 */
export function checkState(d: Work): void {
  if (d.winner !== null) return;
  destroyLostEquips(d);
  // The binding is looked up once for the whole check.
  const binding = bindingOf(d);
  destroyExtraFaceUpCopies(d, binding);
  applyDefenseLocks(d, binding);
  const out0 = d.players[0].lp <= 0;
  const out1 = d.players[1].lp <= 0;
  if (out0 && out1) return endDuel(d, 'draw', { kind: 'bothLpZero' });
  if (out0 || out1) {
    const loser: Player = out0 ? 0 : 1;
    return endDuel(d, opponentOf(loser), { kind: 'lpZero', player: loser });
  }
  if (!duelHasWith(binding, d, 'winsFromHand')) return;
  const winsByHand = ([0, 1] as const).filter((p) => handWins(d, p));
  if (winsByHand.length === 2) return endDuel(d, 'draw', { kind: 'bothWinningHands' });
  if (winsByHand.length === 1) {
    const winner = winsByHand[0] as Player;
    endDuel(d, winner, { kind: 'forbiddenOne', player: winner });
  }
}

/**
 * "You can only control 1 face-up <name>" (Gagaga Magician): no Summon brings a second one face-up
 * (summon.ts), but one Set may still be flipped face-up (attacked, or by an effect). Then the copy
 * that has just turned face-up is destroyed and the one already face-up stays.
 */
function destroyExtraFaceUpCopies(d: Work, binding: Binding): void {
  if (!duelHasWith(binding, d, 'onlyOneFaceUp')) return;
  for (const p of [0, 1] as const) {
    const byName = new Map<string, CardId[]>();
    for (const slot of d.players[p].monsters) {
      if (!slot || !slot.faceUp || definitionOf(d, slot.card).onlyOneFaceUp !== true) continue;
      const passcode = definitionOf(d, slot.card).passcode;
      byName.set(passcode, [...(byName.get(passcode) ?? []), slot.card]);
    }
    for (const copies of byName.values()) {
      if (copies.length < 2) continue;
      const turnedUpNow = (id: CardId): boolean => d.events.some((e) => (e.type === 'flippedFaceUp' || e.type === 'positionChanged') && e.card === id);
      const keep = copies.find((id) => !turnedUpNow(id)) ?? copies[0]!;
      for (const id of copies) {
        if (id === keep) continue;
        monsterToGraveyard(d, id);
        emit(d, { type: 'destroyed', card: id, controller: p });
      }
    }
  }
}

/** Face-up monsters a continuous effect keeps in Defense Position (Dragon Capture Jar) are changed to it. */
function applyDefenseLocks(d: Work, binding: Binding): void {
  // Only a face-up Attack Position monster can be changed: with none, the cards applying a lock are not looked for
  // (asked once the duel is known to hold such a card at all: most duels hold none).
  if (!duelHasWith(binding, d, 'continuous') || holdersIn(binding, d, 'locksInDefense').length === 0) return;
  if (!faceUpInAttack(d.players[0].monsters) && !faceUpInAttack(d.players[1].monsters)) return;
  // Changing positions here turns no card face-down, so what applies the lock stays the same throughout.
  const locked = defenseLock(d, binding);
  if (!locked) return;
  for (const p of [0, 1] as const) {
    // The zones as they were: the first change copies them in the working copy (plain loop, no closure).
    const monsters = d.players[p].monsters;
    for (let index = 0; index < monsters.length; index++) {
      const slot = monsters[index];
      if (!slot || !slot.faceUp || slot.position === 'defense' || !locked(slot.card)) continue;
      writeMonster(d, p, index).position = 'defense';
      emit(d, { type: 'positionChanged', card: slot.card, position: 'defense' });
    }
  }
}

function faceUpInAttack(monsters: Duel['players'][0]['monsters']): boolean {
  for (let i = 0; i < monsters.length; i++) {
    const slot = monsters[i];
    if (slot && slot.faceUp && slot.position === 'attack') return true;
  }
  return false;
}

function handWins(duel: Duel, p: Player): boolean {
  if (!duelHas(duel, 'winsFromHand')) return false;
  const hand = duel.players[p].hand;
  const defs = hand.map((id) => definitionOf(duel, id));
  if (!defs.some((def) => def.winsFromHand)) return false;
  const names = defs.map((def) => def.name);
  return defs.some((def) => def.winsFromHand?.(names) === true);
}

/**
 * An Equip Card whose monster has left the field or been flipped face-down has lost its target:
 * it is destroyed (Glossary "Equipped Monster"). So is one whose equip condition no longer holds
 * (Ring of Magnetism's "a monster you control" after a change of control): it could not equip that
 * monster now.
 */
function destroyLostEquips(d: Work): void {
  // Most checks find no Equip Card at all: nothing more is done then (plain loops, no closures: this runs after every action and step).
  if (holdsEquipCard(d.players[0].spellTraps)) destroyLostEquipsOf(d, 0);
  if (holdsEquipCard(d.players[1].spellTraps)) destroyLostEquipsOf(d, 1);
}

function destroyLostEquipsOf(d: Work, p: Player): void {
  // The zones as they were: a destroyed Equip Card's zone is emptied in the writable copy.
  const zones = d.players[p].spellTraps;
  for (let i = 0; i < zones.length; i++) {
    const slot = zones[i];
    if (!slot?.equippedTo) continue;
    const host = findMonster(d, slot.equippedTo);
    if (host && host.slot.faceUp && mayStayEquipped(d, p, slot.card, host.slot.card)) continue;
    writeSpellTrapZones(d, p)[i] = null;
    writePile(d, ownerOf(d, slot.card), 'graveyard').push(slot.card);
    emit(d, { type: 'destroyed', card: slot.card, controller: p });
  }
}

function holdsEquipCard(spellTraps: Duel['players'][0]['spellTraps']): boolean {
  for (let i = 0; i < spellTraps.length; i++) if (spellTraps[i]?.equippedTo) return true;
  return false;
}

/** Whether the Equip Card `equip` (controlled by `p`) may still equip `monster` under its "Equip only to …" condition. */
function mayStayEquipped(d: Work, p: Player, equip: CardId, monster: CardId): boolean {
  const effects = definitionOf(d, equip).effects;
  let effect: Effect | undefined;
  if (effects) for (let i = 0; i < effects.length && !effect; i++) if (effects[i]!.equipTo !== undefined) effect = effects[i];
  if (!effect) return true;
  const ctx = effectContext(d, { card: equip, player: p, targets: [], link: null, chain: d.chain, answers: [], equippedTo: monster });
  return effect.equipTo!(ctx, monster);
}

/**
 * A player concedes the duel (a player may surrender at any time, whoever is deciding): the
 * opponent wins. Pure, like applyAction; an ended duel is returned unchanged.
 */
export function concede(duel: Duel, player: Player): Duel {
  if (duel.winner !== null) return duel;
  if (player !== 0 && player !== 1) throw new RangeError('concede: player must be 0 or 1');
  const d = draftOf(duel);
  endDuel(d, opponentOf(player), { kind: 'surrender', player });
  return d;
}

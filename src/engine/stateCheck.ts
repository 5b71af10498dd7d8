import type { Work } from './draft';
import { emit, findMonster, locate, onField, ownerOf, takeCard } from './board';
import { monsterToGraveyard, toGraveyard } from './leaving';
import { canonicalSlot, draftOf, writeMonster, writeMonsterZones, writePile, writeSpellTrapZones } from './draft';
import { attackLock, controlTaker, declaredOn, typesToKeep, withKeptType, deckUpsideDownByRule, defenseLock, destroysLinkedAsItLeaves, ownRuleApplies, freeMonsterZones } from './continuous';
import { opponentOf, type Player } from './constants';
import { bindingOf, definitionOf, duelDeclaresOwnRule, duelHas, duelHasWith, holdersIn, type Binding } from './registry';
import type { CardId, Duel, SpellTrapSlot } from './state';
import { effectContext } from './effects/context';
import type { Effect } from './effects/types';
import { endDuel } from './ending';
import { unaffectedBy } from './stats';

export { endDuel, loseByDeckOut } from './ending';

/**
 * Checks the duel's win conditions after every action: LP at 0 (both at once is a draw) and
 * "you win" card effects held in hand (the Forbidden One).
 */
export function checkState(d: Work): void {
  if (d.winner !== null) return;
  destroyMonstersLeftLinked(d);
  // The binding is looked up once for the whole check.
  const binding = bindingOf(d);
  // A card that destroys itself (Falling Down) goes first: control it held goes back below.
  destroySelfDestroyers(d, binding);
  destroyLostEquips(d);
  // Control that a lost Equip Card held goes back; a monster that changed sides may leave an Equip Card without its condition.
  if (adjustControl(d, binding)) destroyLostEquips(d);
  destroyExtraFaceUpCopies(d, binding);
  sendOtherTypesToGraveyard(d, binding);
  applyDefenseLocks(d, binding);
  applyAttackLocks(d, binding);
  destroySelfInDefense(d, binding);
  turnDecksOver(d, binding);
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
 * "Both players must turn their respective Decks upside down" while a card says so (Convulsion of Nature: rule code
 * `decksUpsideDown`): a Deck is turned over (its list reversed: the bottom card comes on top, face-up) as the rule
 * begins to apply, and back as it ends (ygopro's `reverse_deck` in its state adjustment). Only the top card is seen.
 */
function turnDecksOver(d: Work, binding: Binding): void {
  // Only a face-up card declaring the code turns a Deck over; with none in the duel, a Deck upside down is turned back.
  if (holdersIn(binding, d, 'decksUpsideDown').length === 0 && d.decksUpsideDown === undefined) return;
  for (const p of [0, 1] as const) {
    const should = deckUpsideDownByRule(d, p);
    const is = d.decksUpsideDown?.includes(p) === true;
    if (should === is) continue;
    writePile(d, p, 'deck').reverse();
    const rest = (d.decksUpsideDown ?? []).filter((x) => x !== p);
    if (should) d.decksUpsideDown = [...rest, p];
    else if (rest.length > 0) d.decksUpsideDown = rest;
    else delete (d as { decksUpsideDown?: readonly Player[] }).decksUpsideDown;
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
      if (!slot || !slot.faceUp || !ownRuleApplies(d, 'onlyOneFaceUp', slot.card)) continue;
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

/**
 * "Each player sends monsters they control to the Graveyard so that they only control 1 Type of monster" (rule code
 * `oneTypeOfMonster`: Rivalry of Warlords, goat/c504700158.lua `adjustop`): a player's face-up monsters of other Types
 * than the one they keep go to the Graveyard, by the rules (no Chain, not destroyed). They keep the Type of their
 * face-up monsters while those are of 1 Type (none: none kept), written on the rule's sources (continuous.ts
 * `withKeptType`), so a monster of another Type turning face-up or changing sides goes. With 2 or more Types and none
 * of them kept, the player chooses: nothing is sent here, the rule's card asks them (its Trigger acting without a
 * Chain, continuous.ts `typesToKeep`'s `choose`). Not in the Damage Step until damage is calculated.
 */
function sendOtherTypesToGraveyard(d: Work, binding: Binding): void {
  if (holdersIn(binding, d, 'oneTypeOfMonster').length === 0) return;
  for (const p of [0, 1] as const) {
    const kept = typesToKeep(d, p);
    if (kept === null || !('keep' in kept)) continue;
    for (const source of kept.sources) {
      const declared = declaredOn(d, source);
      const at = locate(d, source);
      if (at.zone !== 'spellTrap' || withKeptType(declared, p, kept.keep) === (declared ?? '|')) continue;
      const zones = writeSpellTrapZones(d, at.player);
      zones[at.index] = { ...zones[at.index]!, declared: withKeptType(declared, p, kept.keep) };
    }
    for (const slot of d.players[p].monsters) {
      if (!slot || !slot.faceUp) continue;
      const type = definitionOf(d, slot.card).monsterType;
      if (type === undefined || type === kept.keep) continue;
      monsterToGraveyard(d, slot.card);
      emit(d, { type: 'sentToGraveyard', card: slot.card, controller: p });
    }
  }
}

/**
 * Control while a rule applies (rule code `takesControl`: "Take control of a monster … that is equipped
 * with this card", Snatch Steal): a monster a rule gives to a player moves to that player's side (if a
 * Monster Zone is free there) and is marked `heldByRule`; once no rule holds it, it goes back to the other
 * player (to its owner's Graveyard if no zone is free there). Taking control is not Summoning
 * (rulebook v9.1 "Control/Possess"): the monster keeps its slot's state.
 */
function adjustControl(d: Work, binding: Binding): boolean {
  // The face-up cards taking control now are found once (the duel's Snatch Steals are usually in the Deck, the
  // hand or the Graveyard), then each monster is asked.
  const taker = controlTaker(d, binding);
  if (!taker && !d.players[0].monsters.some((s) => s?.heldByRule) && !d.players[1].monsters.some((s) => s?.heldByRule)) return false;
  let moved = false;
  for (const p of [0, 1] as const) {
    // The zones as they were: a moved monster is looked at once (its new side is walked with the old zones).
    const monsters = d.players[p].monsters;
    for (let index = 0; index < monsters.length; index++) {
      const slot = monsters[index];
      if (!slot || findMonster(d, slot.card)?.player !== p) continue;
      const to = taker ? taker(slot.card) : null;
      if (to !== null && to !== p) moved = moveControl(d, p, index, to, true) || moved;
      else if (to === null && slot.heldByRule) moved = moveControl(d, p, index, opponentOf(p), false) || moved;
    }
  }
  return moved;
}

/** Moves the monster in `from`'s zone `index` to `to`'s side (taken by a rule, or given back); with no zone free there, a monster given back goes to the Graveyard. */
function moveControl(d: Work, from: Player, index: number, to: Player, byRule: boolean): boolean {
  const slot = d.players[from].monsters[index]!;
  // "Control of this face-up card cannot switch" (Mataza the Zapper): a rule does not take it.
  if (byRule && slot.faceUp && ownRuleApplies(d, 'controlCannotSwitch', slot.card)) return false;
  const zone = freeMonsterZones(d, to)[0];
  if (zone === undefined) {
    // A rule cannot take a monster into a full field; a monster going back to a full field is sent to the Graveyard.
    if (byRule) return false;
    monsterToGraveyard(d, slot.card);
    emit(d, { type: 'sentToGraveyard', card: slot.card, controller: from });
    return true;
  }
  writeMonsterZones(d, from)[index] = null;
  const moved = canonicalSlot(slot);
  moved.heldByRule = byRule ? true : undefined;
  writeMonsterZones(d, to)[zone] = moved;
  emit(d, { type: 'controlChanged', card: slot.card, player: to });
  return true;
}

/** Face-up monsters a continuous effect keeps in Defense Position (Dragon Capture Jar) are changed to it. */
function applyDefenseLocks(d: Work, binding: Binding): void {
  // Only a face-up Attack Position monster can be changed: with none, the cards applying a lock are not looked for
  // (asked once the duel is known to hold such a card at all: most duels hold none).
  if (holdersIn(binding, d, 'locksInDefense').length === 0) return;
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

/** Face-up monsters a continuous effect keeps in Attack Position (Final Attack Orders) are changed to it. */
function applyAttackLocks(d: Work, binding: Binding): void {
  const locked = attackLock(d, binding);
  if (!locked) return;
  // A monster also held in Defense Position (Dragon Capture Jar) stays so: the two locks do not take turns on it.
  const inDefense = defenseLock(d, binding);
  for (const p of [0, 1] as const) {
    const monsters = d.players[p].monsters;
    for (let index = 0; index < monsters.length; index++) {
      const slot = monsters[index];
      if (!slot || !slot.faceUp || slot.position === 'attack' || !locked(slot.card) || inDefense?.(slot.card)) continue;
      writeMonster(d, p, index).position = 'attack';
      emit(d, { type: 'positionChanged', card: slot.card, position: 'attack' });
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
 * monster now. A card linked to a monster that has left the field loses its link (breakLostLink).
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
    if (!slot) continue;
    if (slot.linkedTo !== undefined) breakLostLink(d, p, i, slot);
    if (slot.keeps !== undefined) dropLostKept(d, p, i, slot);
    if (!slot.equippedTo) continue;
    const host = findMonster(d, slot.equippedTo);
    if (host && host.slot.faceUp && mayStayEquipped(d, p, slot.card, host.slot.card)) continue;
    writeSpellTrapZones(d, p)[i] = null;
    toGraveyard(d, slot.card);
    emit(d, { type: 'destroyed', card: slot.card, controller: p });
  }
}

function holdsEquipCard(spellTraps: Duel['players'][0]['spellTraps']): boolean {
  for (let i = 0; i < spellTraps.length; i++) {
    const slot = spellTraps[i];
    if (slot && (slot.equippedTo || slot.linkedTo !== undefined || slot.keeps !== undefined)) return true;
  }
  return false;
}

/**
 * A card linked to the monster it targeted (Spellbinding Circle) whose monster has left the field: the
 * link breaks, so its rules about that monster end (the monster is a new card wherever it went). If the
 * monster was destroyed and the card says it goes with it ("When that monster is destroyed, destroy this
 * card": rule code `destroyedWithLinked`), or the card goes whenever it leaves ("When it leaves the field,
 * destroy this card": `destroyedWhenLinkedLeaves`, Shadow Spell), it is destroyed; otherwise it stays,
 * linked to nothing.
 */
function breakLostLink(d: Work, p: Player, index: number, slot: SpellTrapSlot): void {
  const monster = slot.linkedTo!;
  if (findMonster(d, monster)) return;
  const destroyed = d.events.some((e) => (e.type === 'destroyed' || e.type === 'destroyedByBattle') && e.card === monster);
  if ((destroyed && ownRuleApplies(d, 'destroyedWithLinked', slot.card)) || ownRuleApplies(d, 'destroyedWhenLinkedLeaves', slot.card)) {
    takeCard(d, slot.card);
    toGraveyard(d, slot.card, true);
    emit(d, { type: 'destroyed', card: slot.card });
    return;
  }
  // The link goes; what else the slot holds (counters, what it declared) stays.
  const { linkedTo: _link, ...rest } = slot;
  writeSpellTrapZones(d, p)[index] = rest;
}

/**
 * A card keeping cards as its targets (Xing Zhen Hu) no longer keeps one that has left the field: its
 * rules about that card end (wherever it went, it is a new card); the card itself stays, unless it leaves
 * with what it keeps (`leavesWithKept`).
 */
function dropLostKept(d: Work, p: Player, index: number, slot: SpellTrapSlot): void {
  const kept = slot.keeps!.filter((c) => onField(locate(d, c)));
  if (kept.length === slot.keeps!.length) return;
  // "If any of them is removed from the field, all of them are sent to the Graveyard" (Destiny Board: rule code
  // `leavesWithKept`): the card and the cards it still keeps go, by its effect.
  if (ownRuleApplies(d, 'leavesWithKept', slot.card)) {
    effectContext(d, { card: slot.card, player: p, targets: [], link: null, chain: d.flow.chain, answers: [] }).sendToGraveyard([slot.card, ...kept]);
    return;
  }
  const zones = writeSpellTrapZones(d, p);
  const current = zones[index];
  if (!current) return;
  const { keeps: _keeps, ...rest } = current;
  zones[index] = kept.length > 0 ? { ...current, keeps: kept } : rest;
}

/**
 * "When this card leaves the field, destroy that target" (Call of the Haunted), "When this card is
 * destroyed, destroy the equipped monster" (Premature Burial): a card that left the field while linked or
 * equipped to a monster (a `linkEnded` event of this action) takes that monster with it, if its rule says
 * so. Not a Chain Link: the monster is destroyed as the card goes. A monster Summoned again since is a
 * new card, and stays.
 */
function destroyMonstersLeftLinked(d: Work): void {
  const events = d.events;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    if (e.type !== 'linkEnded') continue;
    const at = findMonster(d, e.monster);
    if (!at || events.some((later, j) => j > i && (later.type === 'summoned' || later.type === 'specialSummoned') && later.card === e.monster)) continue;
    // A monster unaffected by the leaving card's effects (Horus the Black Flame Dragon LV6 and Premature Burial) stays.
    if (unaffectedBy(d, e.monster, e.card, e.player)) continue;
    const destroyed = events.some((x) => x.type === 'destroyed' && x.card === e.card);
    if (destroysLinkedAsItLeaves(d, e.card, e.player, destroyed, 'banishesLinkedMonster')) {
      banishFromField(d, e.monster);
      continue;
    }
    if (!destroysLinkedAsItLeaves(d, e.card, e.player, destroyed)) continue;
    monsterToGraveyard(d, e.monster);
    emit(d, { type: 'destroyed', card: e.monster, by: e.player, controller: at.player });
  }
}

/** "If this card is in face-up Defense Position, destroy this card" (rule code `destroyedInFaceUpDefense`: Berserk Gorilla). */
function destroySelfInDefense(d: Work, binding: Binding): void {
  if (!duelDeclaresOwnRule(binding, d, 'destroyedInFaceUpDefense')) return;
  for (const p of [0, 1] as const) {
    for (const slot of d.players[p].monsters) {
      if (!slot || !slot.faceUp || slot.position !== 'defense' || !ownRuleApplies(d, 'destroyedInFaceUpDefense', slot.card, binding)) continue;
      effectContext(d, { card: slot.card, player: p, targets: [], link: null, chain: d.flow.chain, answers: [] }).destroy([slot.card]);
    }
  }
}

/**
 * "Destroy this card if …" (rule code `destroysItself`, ygopro's EFFECT_SELF_DESTROY: Falling Down with no Archfiend card
 * on its controller's field): a face-up card on the field whose rule holds is destroyed as the state is checked.
 */
function destroySelfDestroyers(d: Work, binding: Binding): void {
  if (!duelDeclaresOwnRule(binding, d, 'destroysItself')) return;
  for (const p of [0, 1] as const) {
    const ps = d.players[p];
    // A Pendulum Effect too ("Unless you have a card in your other Pendulum Zone, destroy this card": Performapal Momoncarpet).
    for (const slot of [...ps.monsters, ...ps.spellTraps, ps.field, ...ps.pendulum]) {
      if (!slot || !slot.faceUp || !ownRuleApplies(d, 'destroysItself', slot.card, binding)) continue;
      effectContext(d, { card: slot.card, player: p, targets: [], link: null, chain: d.flow.chain, answers: [] }).destroy([slot.card]);
    }
  }
}

/** Banishes a monster from the field (a Token just leaves it). */
function banishFromField(d: Work, monster: CardId): void {
  const owner = ownerOf(d, monster);
  takeCard(d, monster);
  if (definitionOf(d, monster).frame === 'token') return;
  writePile(d, owner, 'banished').push(monster);
  emit(d, { type: 'banished', card: monster });
}

/** Whether the Equip Card `equip` (controlled by `p`) may still equip `monster` under its "Equip only to …" condition. */
function mayStayEquipped(d: Work, p: Player, equip: CardId, monster: CardId): boolean {
  const effects = definitionOf(d, equip).effects;
  let effect: Effect | undefined;
  if (effects) for (let i = 0; i < effects.length && !effect; i++) if (effects[i]!.equipTo !== undefined) effect = effects[i];
  if (!effect) return true;
  const ctx = effectContext(d, { card: equip, player: p, targets: [], link: null, chain: d.flow.chain, answers: [], equippedTo: monster });
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

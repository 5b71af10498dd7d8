import { writeMonster, writeMonsterZones, writePile, writePlayer, writeSpellTrapZones, writeTriggerQueue, type Work } from './draft';
import { MONSTER_ZONES, type Player } from './constants';
import { bindingOf, definitionIn, definitionOf, duelHasTriggersWith, duelHasWith, triggerEffectsOf, type Binding } from './registry';
import { printedRuleApplies, recordedRuleApplies } from './ruleSources';
import { continuousEffectsApply, type CardId, type Duel, type DuelEvent, type MonsterSlot, type PlayerState, type SpellTrapSlot } from './state';
import { goesToExtraInsteadOfGraveyard, leftExtraDeck, toExtraDeck } from './extraDeck';

/** Where a card is right now. */
export type Location =
  | { zone: 'deck' | 'hand' | 'extra' | 'graveyard' | 'banished'; player: Player; index: number }
  | { zone: 'monster' | 'spellTrap'; player: Player; index: number }
  | { zone: 'field'; player: Player; index: 0 }
  | { zone: 'pendulum'; player: Player; index: 0 | 1 }
  | { zone: 'material'; player: Player; index: number };

const PILES = ['hand', 'graveyard', 'banished', 'extra', 'deck'] as const;

export function locate(duel: Duel, id: CardId): Location {
  const at = whereIs(duel, id);
  if (!at) throw new Error(`Card ${id} is nowhere`);
  return at;
}

/** Where a card is right now, or null for none: a Token that has left the field is removed (sendToGraveyard). */
export function whereIs(duel: Duel, id: CardId): Location | null {
  // The zones of both players first (a card on the field may be controlled by either), then the
  // piles, the owner's first: cards always go to their owner's piles, so the other player's (with
  // their Deck) is rarely searched. Plain counted loops, no list of the players: isFaceUp and
  // controllerOf ask this of nearly every target candidate.
  for (let p = 0; p <= 1; p++) {
    const player = p as Player;
    const ps = duel.players[player];
    const monsters = ps.monsters;
    // A card is in one place only, so one pass over the zones finds a monster or a material under one.
    for (let i = 0; i < monsters.length; i++) {
      const slot = monsters[i];
      if (!slot) continue;
      if (slot.card === id) return { zone: 'monster', player, index: i };
      if (slot.materials.length > 0 && slot.materials.includes(id)) return { zone: 'material', player, index: i };
    }
    const spellTraps = ps.spellTraps;
    for (let i = 0; i < spellTraps.length; i++) if (spellTraps[i]?.card === id) return { zone: 'spellTrap', player, index: i };
    if (ps.field?.card === id) return { zone: 'field', player, index: 0 };
    if (ps.pendulum[0]?.card === id) return { zone: 'pendulum', player, index: 0 };
    if (ps.pendulum[1]?.card === id) return { zone: 'pendulum', player, index: 1 };
  }
  const owner = (duel.cards[id] as { owner: Player } | undefined)?.owner ?? 0;
  for (let k = 0; k <= 1; k++) {
    const player: Player = k === 0 ? owner : owner === 0 ? 1 : 0;
    const ps = duel.players[player];
    for (let z = 0; z < PILES.length; z++) {
      const zone = PILES[z]!;
      const index = ps[zone].indexOf(id);
      if (index >= 0) return { zone, player, index };
    }
  }
  return null;
}

/** The Monster Zone slot holding a card, with its controller. */
export function findMonster(duel: Duel, id: CardId): { player: Player; index: number; slot: MonsterSlot } | null {
  // Plain loops: this runs for nearly every rule check.
  for (let player: Player = 0; player <= 1; player = (player + 1) as Player) {
    const zones = duel.players[player].monsters;
    for (let index = 0; index < zones.length; index++) {
      const slot = zones[index];
      if (slot && slot.card === id) return { player, index, slot };
    }
  }
  return null;
}

/** Whether a monster on the field has its effects negated (a card off the field, or a Spell/Trap, never does here). */
export const effectsNegated = (duel: Duel, id: CardId): boolean => findMonster(duel, id)?.slot.effectsNegated === true;

export const monstersOf = (ps: PlayerState): MonsterSlot[] => ps.monsters.filter((s): s is MonsterSlot => s !== null);

/** The empty Monster Zones of a player, in zone order; where a monster may go is continuous.ts `freeMonsterZones` (some zones may not be used). */
export function emptyMonsterZones(ps: PlayerState): number[] {
  const free: number[] = [];
  for (let i = 0; i < MONSTER_ZONES; i++) if (!ps.monsters[i]) free.push(i);
  return free;
}

/**
 * "You can only control 1 face-up <name>" (rule code `onlyOneFaceUp`, Gagaga Magician): whether
 * `card` may come face-up to `player`'s field now (no other face-up copy of it there). Setting it is not limited.
 */
export function mayControlAnotherFaceUp(duel: Duel, player: Player, card: CardId, binding: Binding = bindingOf(duel)): boolean {
  // Most duels hold no such card: one bit of the binding answers without looking the card up.
  if (!duelHasWith(binding, duel, 'onlyOneFaceUp')) return true;
  if (!printedRuleApplies(duel, 'onlyOneFaceUp', card)) return true;
  const def = definitionIn(binding, duel, card);
  return !duel.players[player].monsters.some((s) => s !== null && s.faceUp && s.card !== card && definitionIn(binding, duel, s.card).passcode === def.passcode);
}

// ---- Mutators over a working copy (see draft.ts), only used while an action is applied ----

export const emit = (d: Work, event: DuelEvent): void => {
  if (d.events.length > 0 && MOVES_BY.has(event.type) && (event as { by?: Player }).by !== undefined) leftFieldBy(d, (event as { card: CardId }).card, (event as { by: Player }).by);
  d.events.push(event);
  // "If this card was destroyed on the field this turn" (Twin-Headed Behemoth) asks later.
  if ((event.type === 'destroyed' || event.type === 'destroyedByBattle') && event.controller !== undefined) {
    d.marks = [...d.marks, { mark: 'destroyed', player: event.controller, turn: d.turn, key: event.card }];
  }
  // "If you Summoned this turn" (Scapegoat) asks later.
  if (event.type === 'summoned' || event.type === 'specialSummoned') d.marks = [...d.marks, { mark: 'summoned', player: event.player, turn: d.turn, key: event.card }];
  // "Special Summoned monsters" (Jowgen the Spiritualist) are asked about for as long as they stay.
  if (event.type === 'specialSummoned') {
    // "You cannot Special Summon during the turn you activate this card" (Pot of Duality) asks later.
    d.marks = [...d.marks, { mark: 'specialSummoned', player: event.player, turn: d.turn, key: event.card }];
    const at = findMonster(d, event.card);
    if (at && !at.slot.specialSummoned) writeMonster(d, at.player, at.index).specialSummoned = true;
  }
  // "The turn it is Normal Summoned or flipped face-up" (a Spirit monster's End Phase) asks later.
  if (event.type === 'summoned' || event.type === 'flippedFaceUp') {
    const player = event.type === 'summoned' ? event.player : (findMonster(d, event.card)?.player ?? ownerOf(d, event.card));
    d.marks = [...d.marks, { mark: 'cameFaceUp', player, turn: d.turn, key: event.card }];
  }
  // Only a duel holding Trigger or Flip effects needs its events checked for them.
  if (duelHasTriggersWith(bindingOf(d), d)) writeTriggerQueue(d).push(event);
};

/** The events of a card's move that say whose card effect made it (`by`). */
const MOVES_BY: ReadonlySet<DuelEvent['type']> = new Set(['destroyed', 'sentToGraveyard', 'returnedToHand', 'returnedToDeck', 'banished']);

/**
 * The `leftField` event of a card's move, emitted as it left (noteLeftField), says whose card effect moved it once
 * the event of that move does: the card's last event this action, if it is that leftField (test/leftFieldBy.test.ts).
 */
function leftFieldBy(d: Work, card: CardId, by: Player): void {
  for (let i = d.events.length - 1; i >= 0; i--) {
    const e = d.events[i]!;
    if (!('card' in e) || e.card !== card) continue;
    if (e.type !== 'leftField' || e.by !== undefined) return;
    const marked = { ...e, by };
    d.events[i] = marked;
    const queue = d.flow.triggerQueue;
    const q = queue.indexOf(e);
    if (q >= 0) writeTriggerQueue(d)[q] = marked;
    return;
  }
}

/** Takes a card out of the Monster Zone, leaving the zone empty; its materials go to the Graveyard. Returns the slot it had. */
export function removeMonster(d: Work, id: CardId): MonsterSlot {
  const at = findMonster(d, id);
  if (!at) throw new Error(`${id} is not in a Monster Zone`);
  const materials = at.slot.materials;
  writeMonsterZones(d, at.player)[at.index] = null;
  noteLeftField(d, at.slot, at.player);
  forgetRulesAbout(d, id);
  for (const m of materials) sendToGraveyard(d, m);
  return at.slot;
}

/**
 * A monster left the Monster Zone `player` controlled (for a pile or the hand, not to become an Xyz Material or
 * to change control): turn mark `leftField` ("if a monster you control was sent to your Graveyard this turn":
 * Last Will), and for a card with an effect that goes off as it leaves the field (range 'leavingField', not a
 * Token: Mokey Mokey King), the event `leftField` its Trigger reads, saying whether it was face-up then.
 */
export function noteLeftField(d: Work, slot: MonsterSlot, player: Player): void {
  const id = slot.card;
  // "If a monster you control was sent to your Graveyard this turn" (Last Will) asks later; how it was
  // Summoned is asked once it has left, in the turn it left (Dark Mimic LV3 in the Graveyard).
  const { summonedBy, summonedAs } = slot;
  d.marks = [...d.marks, { mark: 'leftField', player, turn: d.turn, key: id, ...(summonedBy !== undefined && { summonedBy }), ...(summonedAs !== undefined && { summonedAs }) }];
  if (triggerEffectsOf(d, id, 'leavingField').length > 0 && !isToken(d, id)) emit(d, { type: 'leftField', card: id, player, faceUp: slot.faceUp });
}

/**
 * The rules recorded about a card on the field ("it cannot attack", "it remains on the field") end when
 * it leaves, or is turned face-down: wherever it goes, it is a new card (rulebook v9.1 "Continuous Effects").
 */
export function forgetRulesAbout(d: Work, id: CardId): void {
  const rules = d.rules;
  if (rules.length === 0) return;
  for (let i = 0; i < rules.length; i++) {
    if (rules[i]!.card !== id) continue;
    d.rules = rules.filter((r) => r.card !== id);
    return;
  }
}

/** Puts a card that has left the field in its owner's banished pile ("banish it instead"); a Token simply ceases to exist. */
export function intoBanished(d: Work, id: CardId): void {
  if (isToken(d, id)) return;
  writePile(d, (d.cards[id] as { owner: Player }).owner, 'banished').push(id);
  emit(d, { type: 'banished', card: id });
}

/** Whether a card lies face-down in a banished pile (only its owner may see it). */
export const faceDownInBanished = (duel: Duel, id: CardId): boolean => duel.faceDownBanished?.includes(id) === true;

/**
 * Banishes a card face-down (it has left its hand, Deck or the field already): on its owner's banished
 * pile, where only its owner may see it ("banish … face-down": Different Dimension Capsule).
 */
export function intoBanishedFaceDown(d: Work, id: CardId): void {
  if (isToken(d, id)) return;
  writePile(d, (d.cards[id] as { owner: Player }).owner, 'banished').push(id);
  d.faceDownBanished = [...(d.faceDownBanished ?? []), id];
  emit(d, { type: 'banished', card: id, faceDown: true });
}

/** A card taken out of a banished pile is no longer face-down there. */
function leftBanished(d: Work, id: CardId): void {
  if (!d.faceDownBanished?.includes(id)) return;
  const rest = d.faceDownBanished.filter((c) => c !== id);
  if (rest.length > 0) d.faceDownBanished = rest;
  else delete (d as { faceDownBanished?: readonly CardId[] }).faceDownBanished;
}

/**
 * Puts a card on top of its owner's Graveyard (cards always go to their owner's pile). A Token
 * cannot leave the field for anywhere: it is simply removed.
 */
export function sendToGraveyard(d: Work, id: CardId): void {
  if (isToken(d, id)) return;
  intoGraveyard(d, id);
}

/**
 * Every card that reaches a Graveyard goes through here: on top of its owner's pile, marked as sent there
 * this turn (turn mark `sentToGraveyard`: "if this card was sent to the Graveyard this turn", The White
 * Stone of Ancients; "except the turn this card was sent to the Graveyard", Magician Navigation).
 */
export function intoGraveyard(d: Work, id: CardId): void {
  const owner = (d.cards[id] as { owner: Player }).owner;
  writePile(d, owner, 'graveyard').push(id);
  d.marks = [...d.marks, { mark: 'sentToGraveyard', player: owner, turn: d.turn, key: id }];
}

/** A card that has just left the field goes to the Graveyard, or a Pendulum Monster face-up to the Extra Deck. */
export function graveyardFromField(d: Work, id: CardId): void {
  if (goesToExtraInsteadOfGraveyard(definitionOf(d, id))) toExtraDeck(d, id, true);
  else sendToGraveyard(d, id);
}

export function removeFromHand(d: Work, player: Player, id: CardId): void {
  const hand = writePile(d, player, 'hand');
  const i = hand.indexOf(id);
  if (i < 0) throw new Error(`${id} is not in player ${player}'s hand`);
  hand.splice(i, 1);
}

export function placeMonster(
  d: Work, player: Player, zone: number, card: CardId,
  position: 'attack' | 'defense', faceUp: boolean,
): void {
  if (d.players[player].monsters[zone]) throw new Error(`Monster Zone ${zone + 1} is occupied`);
  // Every optional field present, undefined (the one shape of a slot: draft.ts canonicalSlot).
  writeMonsterZones(d, player)[zone] = {
    card, position, faceUp, placedTurn: d.turn,
    positionChangedTurn: null, attackedTurn: null, battledTurn: null, counters: 0, materials: [],
    borrowedUntilTurn: undefined, heldByRule: undefined, effectsNegated: undefined, negatedUntilTurn: undefined, boost: undefined, levelUntilTurn: undefined, attribute: undefined, banishWhenLeaves: undefined, withoutTributes: undefined, specialSummoned: undefined, summonedBy: undefined, summonedAs: undefined,
  };
}

/**
 * Takes a card out of wherever it is (a pile, a zone, or from under an Xyz Monster) and says where
 * that was. Monsters' attached materials go to the Graveyard as the monster leaves.
 */
export function takeCard(d: Work, id: CardId): Location {
  const at = locate(d, id);
  switch (at.zone) {
    case 'monster':
      removeMonster(d, id);
      break;
    case 'material': {
      const slot = writeMonster(d, at.player, at.index);
      slot.materials = slot.materials.filter((m) => m !== id);
      break;
    }
    case 'spellTrap': {
      const slot = d.players[at.player].spellTraps[at.index]!;
      writeSpellTrapZones(d, at.player)[at.index] = null;
      forgetRulesAbout(d, id);
      // Leaving while linked or equipped to a monster still on the field: what "when this card leaves the
      // field, destroy that monster" asks (stateCheck.ts destroyMonstersLeftLinked).
      const monster = slot.linkedTo ?? slot.equippedTo;
      if (monster && findMonster(d, monster)) emit(d, { type: 'linkEnded', card: id, monster, player: at.player });
      noteSpellTrapLeftField(d, slot, at.player);
      break;
    }
    case 'field': {
      const slot = d.players[at.player].field!;
      writePlayer(d, at.player).field = null;
      forgetRulesAbout(d, id);
      noteSpellTrapLeftField(d, slot, at.player);
      break;
    }
    case 'pendulum': {
      forgetRulesAbout(d, id);
      const ps = writePlayer(d, at.player);
      const pendulum: [SpellTrapSlot | null, SpellTrapSlot | null] = [...ps.pendulum];
      pendulum[at.index] = null;
      ps.pendulum = pendulum;
      break;
    }
    default:
      writePile(d, at.player, at.zone).splice(at.index, 1);
      if (at.zone === 'extra') leftExtraDeck(d, id);
      else if (at.zone === 'banished') leftBanished(d, id);
  }
  return at;
}

/**
 * A Spell or Trap Card with an effect that goes off as it leaves the field (range 'leavingField': Eternal Soul's "if this
 * face-up card leaves the field") left its zone: the event `leftField`, face-up only if its effects applied then (its
 * activation resolved: a Continuous Trap whose activation is negated never applied them, and sets nothing off).
 */
function noteSpellTrapLeftField(d: Work, slot: SpellTrapSlot, player: Player): void {
  if (triggerEffectsOf(d, slot.card, 'leavingField').length > 0) emit(d, { type: 'leftField', card: slot.card, player, faceUp: continuousEffectsApply(d, slot) });
}

/**
 * Sets a Spell or Trap Card from the hand face-down (by the player in their Main Phase, or by an effect:
 * Dust Tornado): in a free Spell & Trap Zone (`zone` if given), a Field Spell in the Field Zone (one there
 * goes to the Graveyard). Set this turn: a Trap cannot be activated until the next.
 */
export function setSpellTrapFaceDown(d: Work, player: Player, card: CardId, zone?: number): void {
  const def = definitionOf(d, card);
  takeCard(d, card);
  if (def.subtype?.includes('field') === true) {
    const old = d.players[player].field;
    if (old) {
      takeCard(d, old.card);
      intoGraveyard(d, old.card);
    }
    writePlayer(d, player).field = { card, faceUp: false, setTurn: d.turn, equippedTo: null };
  } else {
    const i = zone ?? freeSpellTrapZones(d, player)[0] ?? -1;
    const zones = writeSpellTrapZones(d, player);
    if (i < 0 || zones[i]) throw new Error('No free Spell & Trap Zone');
    zones[i] = { card, faceUp: false, setTurn: d.turn, equippedTo: null };
  }
  emit(d, { type: 'spellTrapSet', player, card });
}

/**
 * Whether `player`'s Spell & Trap Zone `zone` may take a card now: empty, and not held by a Trap Monster
 * that left it for a Monster Zone (rule code `trapMonsterZone`, recorded about the Trap Monster: it ends
 * as that card leaves the Monster Zone). The held zone is not occupied (no card is there), only unusable.
 */
export function spellTrapZoneFree(duel: Duel, player: Player, zone: number): boolean {
  return duel.players[player].spellTraps[zone] === null && (duel.rules.length === 0 || !recordedRuleApplies(duel, 'trapMonsterZone', player, zone));
}

/** `player`'s Spell & Trap Zones that may take a card now (spellTrapZoneFree), in zone order. */
export function freeSpellTrapZones(duel: Duel, player: Player): number[] {
  const out: number[] = [];
  const zones = duel.players[player].spellTraps;
  for (let i = 0; i < zones.length; i++) if (spellTrapZoneFree(duel, player, i)) out.push(i);
  return out;
}

/** Whether `player` has a Spell & Trap Zone that may take a card now (a plain loop: asked of every Spell in the hand at every Main Phase list). */
export function hasFreeSpellTrapZone(duel: Duel, player: Player): boolean {
  const zones = duel.players[player].spellTraps;
  for (let i = 0; i < zones.length; i++) if (zones[i] === null && spellTrapZoneFree(duel, player, i)) return true;
  return false;
}

export const isToken = (duel: Duel, id: CardId): boolean => definitionOf(duel, id).frame === 'token';

/** Who controls the card, while it is on the field (null elsewhere: a hand, a pile, under an Xyz Monster). */
export function controllerOnField(duel: Duel, id: CardId): Player | null {
  const at = locate(duel, id);
  return onField(at) ? (at as { player: Player }).player : null;
}

/** The counters a card holds on the field (0 elsewhere): a monster's, or a face-up Spell or Trap Card's in its zone or the Field Zone. */
export function countersHeld(duel: Duel, id: CardId): number {
  const monster = findMonster(duel, id);
  if (monster) return monster.slot.counters;
  const at = locate(duel, id);
  if (at.zone === 'spellTrap') return duel.players[at.player].spellTraps[at.index]?.counters ?? 0;
  return at.zone === 'field' ? (duel.players[at.player].field?.counters ?? 0) : 0;
}

/** Whether a card is on the field (a Monster, Spell & Trap, Field or Pendulum Zone). */
export const onField = (at: Location): boolean =>
  at.zone === 'monster' || at.zone === 'spellTrap' || at.zone === 'field' || at.zone === 'pendulum';

/** The card's owner (cards always return to their owner's hand, Deck and Graveyard). */
export const ownerOf = (duel: Duel, id: CardId): Player => (duel.cards[id] as { owner: Player }).owner;

import { countersHeld, emit, findMonster, graveyardFromField, intoBanished, intoBanishedFaceDown, intoGraveyard, isToken, locate, removeMonster, takeCard, whereIs } from './board';
import { definitionOf } from './registry';
import { banishedAsItLeaves, banishedInsteadOfGraveyard, type DestructionReplacement } from './continuous';
import { writeMonster, writePlayer, writeSpellTrapZones, type Work } from './draft';
import type { CardId } from './state';

/**
 * A monster leaves the Monster Zone for the Graveyard (destroyed by battle, Tributed, a Synchro Material,
 * destroyed as the End Phase begins): to the Graveyard (a Pendulum Monster face-up to the Extra Deck), or
 * banished instead when the monster is to be banished as it leaves the field (continuous.ts
 * `banishedAsItLeaves`: Quillbolt Hedgehog, Dark Magician of Chaos). Says whether it was banished.
 */
export function monsterToGraveyard(d: Work, id: CardId, graveyardBanished: boolean = banishedInsteadOfGraveyard(d, id)): boolean {
  // Also "any card sent to the Graveyard is banished instead" (Banisher of the Light), asked before it leaves.
  const banish = banishedAsItLeaves(d, id) || graveyardBanished;
  removeMonster(d, id);
  if (banish) {
    intoBanished(d, id);
    return true;
  }
  graveyardFromField(d, id);
  return false;
}

/**
 * A card going to its owner's Graveyard once it has left its place (not a monster leaving a Monster Zone: that is
 * `monsterToGraveyard`): a Spell or Trap Card after resolving or destroyed by the rules, a card discarded for the
 * hand size, detached materials. To the Graveyard (`fromField`: a Pendulum Monster face-up to the Extra Deck),
 * or banished instead (continuous.ts `banishedInsteadOfGraveyard`: Banisher of the Light); a Token ceases to
 * exist. The one funnel above the board layer every such move goes through (board.ts `intoGraveyard` only
 * pushes on the pile). Says whether it was banished.
 */
export function toGraveyard(d: Work, id: CardId, fromField = false, banish: boolean = banishedInsteadOfGraveyard(d, id)): boolean {
  if (isToken(d, id)) return false;
  if (banish) {
    intoBanished(d, id);
    return true;
  }
  if (fromField) graveyardFromField(d, id);
  else intoGraveyard(d, id);
  return false;
}

/** An Equip Card destroyed by a rule (a Union monster destroyed instead of its monster): to its owner's Graveyard (or banished instead). */
export function destroyEquipCard(d: Work, id: CardId): void {
  const banish = banishedInsteadOfGraveyard(d, id);
  const controller = takeCard(d, id).player;
  toGraveyard(d, id, false, banish);
  emit(d, { type: 'destroyed', card: id, controller });
}

/**
 * Whether a replacement found before the destruction (continuous.ts `destructionReplacements`) still stands for
 * `monsters`: its card still in the Graveyard, or still face-up on the field with enough cards in its player's Deck.
 */
export function replacementStands(d: Work, offer: DestructionReplacement, monsters: readonly CardId[]): boolean {
  if (offer.pays === 'ownMaterials') {
    const monster = findMonster(d, offer.holder);
    return monster !== null && monster.slot.faceUp && monster.slot.materials.length >= (offer.count ?? 0);
  }
  const at = whereIs(d, offer.holder);
  if (offer.pays === 'itself') return at?.zone === 'graveyard';
  if (offer.pays === 'ownCounter') return countersHeld(d, offer.holder) > 0;
  return at !== null && (at.zone === 'field' || at.zone === 'spellTrap') && d.players[offer.player].deck.length >= monsters.length;
}

/** The answers offered for a replacement: yes ('banish'; 'detach' for Xyz Materials; 'remove' for a counter), then no ('destroy'). */
export const replacementOptions = (offer: DestructionReplacement): readonly ['banish' | 'detach' | 'remove', 'destroy'] =>
  [offer.pays === 'ownMaterials' ? 'detach' : offer.pays === 'ownCounter' ? 'remove' : 'banish', 'destroy'];

/** The question put to the replacement's player (yes: `replacementOptions`' first, no: 'destroy'). */
export function replacementQuestion(d: Work, offer: DestructionReplacement, monsters: readonly CardId[]): string {
  const names = monsters.map((m) => definitionOf(d, m).name).join(', ');
  if (offer.pays === 'ownMaterials') return `Detach ${offer.count} Xyz Material(s) from ${names} instead of its destruction?`;
  if (offer.pays === 'ownCounter') return `Remove 1 counter from ${names} instead of its destruction?`;
  return offer.pays === 'itself'
    ? `Banish ${definitionOf(d, offer.holder).name} from your Graveyard instead of the destruction of ${names}?`
    : `Banish ${monsters.length} card(s) from the top of your Deck face-down (${definitionOf(d, offer.holder).name}) instead of the destruction of ${names}?`;
}

/**
 * A replacement's payment, by its card's effect: the card itself banished face-up from the Graveyard (rule code
 * `banishedInsteadOfDestruction`: Return of the Dragon Lords), or 1 card from the top of its player's Deck banished
 * face-down for each monster spared (`deckTopBanishedInsteadOfDestruction`: Toon Kingdom), or Xyz Materials detached
 * from the monster itself (`materialsDetachedInsteadOfDestruction`: Number C102: Archfiend Seraph).
 */
export function payReplacement(d: Work, offer: DestructionReplacement, monsters: readonly CardId[]): void {
  if (offer.pays === 'ownMaterials') {
    // The materials attached first are detached (no choice is asked: the battle's replay carries yes/no answers only).
    const at = findMonster(d, offer.holder)!;
    for (const material of at.slot.materials.slice(0, offer.count ?? 0)) {
      const banish = banishedInsteadOfGraveyard(d, material);
      takeCard(d, material);
      toGraveyard(d, material, false, banish);
      emit(d, { type: 'detached', card: material, from: offer.holder });
    }
    return;
  }
  // 1 counter removed from the card itself (rule code `counterRemovedInsteadOfDestruction`: Magical Citadel of Endymion).
  if (offer.pays === 'ownCounter') {
    removeCounterFromSlot(d, offer.holder);
    return;
  }
  if (offer.pays === 'itself') {
    takeCard(d, offer.holder);
    // intoBanished reports the banishing (one event: "each time a card is banished" counts it once).
    intoBanished(d, offer.holder);
    return;
  }
  for (const id of d.players[offer.player].deck.slice(0, monsters.length)) {
    takeCard(d, id);
    intoBanishedFaceDown(d, id);
  }
}

/** Removes 1 counter from a card on the field (a monster, or a Spell or Trap Card in its zone or the Field Zone): its slot is replaced. */
function removeCounterFromSlot(d: Work, id: CardId): void {
  const counters = Math.max(0, countersHeld(d, id) - 1);
  const monster = findMonster(d, id);
  if (monster) writeMonster(d, monster.player, monster.index).counters = counters;
  else {
    const at = locate(d, id);
    if (at.zone === 'field') writePlayer(d, at.player).field = { ...d.players[at.player].field!, counters };
    else if (at.zone === 'spellTrap') writeSpellTrapZones(d, at.player)[at.index] = { ...d.players[at.player].spellTraps[at.index]!, counters };
    else return;
  }
  emit(d, { type: 'countersChanged', card: id, counters });
}

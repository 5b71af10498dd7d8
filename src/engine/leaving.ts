import { emit, graveyardFromField, intoBanished, intoGraveyard, isToken, removeMonster, takeCard } from './board';
import { banishedAsItLeaves, banishedInsteadOfGraveyard } from './continuous';
import type { Work } from './draft';
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
 * A card banished in place of a destruction (rule code `banishedInsteadOfDestruction`: Return of the Dragon Lords
 * leaves the Graveyard for the banished pile, face-up), by its own effect.
 */
export function banishInsteadOfDestruction(d: Work, holder: CardId): void {
  takeCard(d, holder);
  intoBanished(d, holder);
  emit(d, { type: 'banished', card: holder });
}

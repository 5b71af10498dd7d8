import { graveyardFromField, intoBanished, removeMonster } from './board';
import { banishedAsItLeaves } from './continuous';
import type { Work } from './draft';
import type { CardId } from './state';

/**
 * A monster leaves the Monster Zone for the Graveyard (destroyed by battle, Tributed, a Synchro Material,
 * destroyed as the End Phase begins): to the Graveyard (a Pendulum Monster face-up to the Extra Deck), or
 * banished instead when the monster is to be banished as it leaves the field (continuous.ts
 * `banishedAsItLeaves`: Quillbolt Hedgehog, Dark Magician of Chaos). Says whether it was banished.
 */
export function monsterToGraveyard(d: Work, id: CardId): boolean {
  const banish = banishedAsItLeaves(d, id);
  removeMonster(d, id);
  if (banish) {
    intoBanished(d, id);
    return true;
  }
  graveyardFromField(d, id);
  return false;
}

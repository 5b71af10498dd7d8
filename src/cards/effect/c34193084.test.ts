import { describe, expect, it } from 'vitest';
import { me } from '../../engine/test/dsl';
import { discardedByOpponent, discardedByYourOwnCost, notActivated, sentFromDeckByOpponent } from './sentFromHandSpec';

// Fear from the Dark (texts-2016): "When this card is sent from your hand or Deck to your Graveyard by an opponent's card effect: Special Summon this card."
describe('Fear from the Dark', () => {
  it("discarded from your hand by your opponent's effect: it is Special Summoned", () => {
    const y = discardedByOpponent('Fear from the Dark');
    expect(me(y).graveyard).toEqual([]);
    expect(me(y).monsters.filter(Boolean)).toMatchObject([{ name: 'Fear from the Dark', faceUp: true, position: 'defense' }]);
  });

  it("sent from your Deck by your opponent's effect: it is Special Summoned", () => {
    const y = sentFromDeckByOpponent('Fear from the Dark');
    expect(me(y).monsters.filter(Boolean)).toMatchObject([{ name: 'Fear from the Dark', faceUp: true }]);
  });

  it('discarded by your own cost: it stays in the Graveyard', () => {
    const y = discardedByYourOwnCost('Fear from the Dark');
    notActivated(y, 'Fear from the Dark');
    expect(me(y).monsters.filter(Boolean)).toEqual([]);
  });
});

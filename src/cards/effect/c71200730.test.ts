import { describe, expect, it } from 'vitest';
import { me } from '../../engine/test/dsl';
import { discardedByOpponent, discardedByYourOwnCost, notActivated, sentFromDeckByOpponent } from './sentFromHandSpec';

// Despair from the Dark (texts-2016): "When this card is sent from your hand or Deck to your Graveyard by an opponent's card effect: Special Summon this card."
describe('Despair from the Dark', () => {
  it("discarded from your hand by your opponent's effect: it is Special Summoned", () => {
    const y = discardedByOpponent('Despair from the Dark');
    expect(me(y).graveyard).toEqual([]);
    expect(me(y).monsters.filter(Boolean)).toMatchObject([{ name: 'Despair from the Dark', faceUp: true, position: 'defense' }]);
  });

  it("sent from your Deck by your opponent's effect: it is Special Summoned", () => {
    const y = sentFromDeckByOpponent('Despair from the Dark');
    expect(me(y).monsters.filter(Boolean)).toMatchObject([{ name: 'Despair from the Dark', faceUp: true }]);
  });

  it('discarded by your own cost: it stays in the Graveyard', () => {
    const y = discardedByYourOwnCost('Despair from the Dark');
    notActivated(y, 'Despair from the Dark');
    expect(me(y).monsters.filter(Boolean)).toEqual([]);
  });
});

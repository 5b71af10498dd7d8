import { describe, expect, it } from 'vitest';
import { me } from '../../engine/test/dsl';
import { discardedByOpponent, discardedByYourOwnCost, notActivated } from './sentFromHandSpec';

// Electric Snake (texts-2016): "When this card is discarded from your hand to the Graveyard by an effect controlled by your opponent, draw 2 cards from your Deck."
describe('Electric Snake', () => {
  it("discarded from your hand by your opponent's effect: you draw 2 cards", () => {
    const y = discardedByOpponent('Electric Snake', { myDeck: ['Kuriboh', 'Sangan', 'Celtic Guardian'] });
    expect(me(y).graveyard).toEqual(['Electric Snake']);
    expect(me(y).hand.sort()).toEqual(['Kuriboh', 'Sangan']);
    expect(me(y).deck).toBe(1);
  });

  it('discarded by your own cost: no draw', () => {
    const y = discardedByYourOwnCost('Electric Snake');
    notActivated(y, 'Electric Snake');
    expect(me(y).hand).toEqual([]);
  });
});

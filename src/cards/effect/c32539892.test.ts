import { describe, expect, it } from 'vitest';
import { opp } from '../../engine/test/dsl';
import { discardedByOpponent, discardedByYourOwnCost, notActivated, sentFromDeckByOpponent } from './sentFromHandSpec';

// Minar (texts-2016): "When this card is discarded directly from your hand to the Graveyard by an effect of a card controlled by your opponent, inflict 1000 points of damage to your opponent's Life Points."
describe('Minar', () => {
  it("discarded from your hand by your opponent's effect: your opponent takes 1000 damage", () => {
    expect(opp(discardedByOpponent('Minar')).lp).toBe(8000 - 1000 - 1000);
  });

  it('discarded by your own cost: no damage', () => {
    const y = discardedByYourOwnCost('Minar');
    notActivated(y, 'Minar');
    expect(opp(y).lp).toBe(8000);
  });

  it("sent from your Deck (not discarded) by your opponent's effect: no damage", () => {
    expect(opp(sentFromDeckByOpponent('Minar')).lp).toBe(8000);
  });
});

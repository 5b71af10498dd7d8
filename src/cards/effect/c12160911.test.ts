import { describe, expect, it } from 'vitest';
import { opp } from '../../engine/test/dsl';
import { discardedByOpponent, discardedByYourOwnCost, notActivated, sentFromDeckByOpponent } from './sentFromHandSpec';

// Elephant Statue of Disaster (texts-2016): "When this card is sent from your hand to your Graveyard by an opponent's card effect: Inflict 2000 damage to your opponent."
describe('Elephant Statue of Disaster', () => {
  it("discarded from your hand by your opponent's effect: your opponent takes 2000 damage", () => {
    const y = discardedByOpponent('Elephant Statue of Disaster');
    // Delinquent Duo cost them 1000 LP first.
    expect(opp(y).lp).toBe(8000 - 1000 - 2000);
  });

  it('discarded by your own cost: no damage', () => {
    const y = discardedByYourOwnCost('Elephant Statue of Disaster');
    notActivated(y, 'Elephant Statue of Disaster');
    expect(opp(y).lp).toBe(8000);
  });

  it("sent from your Deck by your opponent's effect: no damage", () => {
    expect(opp(sentFromDeckByOpponent('Elephant Statue of Disaster')).lp).toBe(8000);
  });
});

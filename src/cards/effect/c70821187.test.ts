import { describe, expect, it } from 'vitest';
import { me } from '../../engine/test/dsl';
import { discardedByOpponent, discardedByYourOwnCost, notActivated, sentFromDeckByOpponent } from './sentFromHandSpec';

// Regenerating Mummy (texts-2016): "When this card is sent from your hand to your Graveyard by an opponent's card effect: Return this card to the hand."
describe('Regenerating Mummy', () => {
  it("discarded from your hand by your opponent's card effect: it returns to your hand", () => {
    const y = discardedByOpponent('Regenerating Mummy');
    expect(me(y).hand).toEqual(['Regenerating Mummy']);
    expect(me(y).graveyard).toEqual([]);
  });

  it('discarded by your own cost: it stays in the Graveyard', () => {
    const y = discardedByYourOwnCost('Regenerating Mummy');
    notActivated(y, 'Regenerating Mummy');
    expect(me(y).hand).toEqual([]);
  });

  it("sent from your Deck (not your hand) by your opponent's effect: nothing", () => {
    const y = sentFromDeckByOpponent('Regenerating Mummy');
    expect(me(y).graveyard).toEqual(['Regenerating Mummy']);
    expect(me(y).hand).toEqual([]);
  });
});

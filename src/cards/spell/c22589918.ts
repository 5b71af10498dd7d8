// Reload
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '22589918',
  name: 'Reload',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Shuffle every card in your hand into your Deck, then draw as many cards as you shuffled in.',
  effects: [
    {
      // Add all cards in your hand to the Deck and shuffle it; then draw the same number of cards
      kind: 'activation',
      label: 'Shuffle your hand into your Deck, then draw that many cards',
      declares: ['toDeck', 'draw'],
      // Activated from the hand, the card itself is not one of them: something else must be in the hand.
      condition: (ctx) => ctx.hand('mine').some((c) => c !== ctx.card),
      resolve: (ctx) => {
        const hand = ctx.hand('mine');
        if (hand.length === 0) return;
        ctx.returnToDeck(hand, 'shuffle');
        ctx.draw(ctx.player, hand.length);
      },
    },
  ],
} satisfies CardDefinition;

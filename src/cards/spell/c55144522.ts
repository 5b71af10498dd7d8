// Pot of Greed
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '55144522',
  name: 'Pot of Greed',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Draw two cards from your Deck.',
  effects: [
    {
      // Draw 2 cards
      kind: 'activation',
      label: 'Draw 2 cards',
      declares: ['draw'],
      // Not with fewer than 2 cards in the Deck (the card's ruling); a player made to draw by another's
      // card (Card Destruction) with too few cards loses instead.
      condition: (ctx) => ctx.deck('mine').length >= 2,
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;

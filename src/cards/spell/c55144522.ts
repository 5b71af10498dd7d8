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
      condition: (ctx) => ctx.duel.players[ctx.player].deck.length >= 2,
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;

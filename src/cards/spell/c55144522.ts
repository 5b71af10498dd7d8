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
      // With fewer than 2 cards in the Deck it can still be activated: its player then loses (rulebook
      // v9.1 "Victory Conditions": unable to draw when they must).
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;

// Ancient Telescope
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '17092736',
  name: 'Ancient Telescope',
  frame: 'spell',
  subtype: ['normal'],
  text: "Look at the top 5 cards of your opponent's Deck, then put them back in the same order.",
  effects: [
    {
      // Look at the top 5 cards of your opponent's Deck
      kind: 'activation',
      label: "Look at the top 5 cards of your opponent's Deck",
      condition: (ctx) => ctx.deck('theirs').length > 0,
      resolve: (ctx) => ctx.reveal(ctx.deck('theirs').slice(0, 5), ctx.player),
    },
  ],
} satisfies CardDefinition;

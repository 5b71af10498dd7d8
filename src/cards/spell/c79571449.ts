// Graceful Charity
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '79571449',
  name: 'Graceful Charity',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Draw 3 cards, then discard 2 cards from your hand.',
  effects: [
    {
      // Draw 3 cards, then discard 2 cards
      kind: 'activation',
      label: 'Draw 3 cards, then discard 2',
      declares: ['draw', 'discard'],
      discards: 'mine',
      // Not with fewer than 3 cards in the Deck (the card's ruling).
      condition: (ctx) => ctx.deck('mine').length >= 3,
      resolve: (ctx) => {
        ctx.draw(ctx.player, 3);
        for (let i = 0; i < 2 && ctx.hand('mine').length > 0; i++) {
          ctx.discard([ctx.chooseCard(ctx.player, `Discard a card (${i + 1} of 2)`, ctx.hand('mine'))]);
        }
      },
    },
  ],
} satisfies CardDefinition;

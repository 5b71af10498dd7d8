// Pot of Desires
import type { CardDefinition } from '../../engine/card';

const BANISHED = 10;

export default {
  passcode: '35261759',
  name: 'Pot of Desires',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Once per turn (only 1 "Pot of Desires" per turn), with at least 12 cards in your Deck: banish the top 10 cards of your Deck face-down as the cost, then draw 2 cards.',
  effects: [
    {
      // Banish 10 cards from the top of your Deck, face-down; draw 2 cards. You can only activate 1 "Pot of Desires" per turn.
      kind: 'activation',
      label: 'Banish the top 10 cards of your Deck face-down: draw 2 cards',
      declares: ['banish', 'draw'],
      oncePerTurn: 'name',
      cost: {
        // ygopro: the 10 cards to banish and 2 more to draw (`GetFieldGroupCount(tp, LOCATION_DECK, 0) >= 12`).
        can: (ctx) => ctx.deck('mine').length >= BANISHED + 2,
        pay: (ctx) => ctx.banishFaceDown(ctx.deck('mine').slice(0, BANISHED)),
      },
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;

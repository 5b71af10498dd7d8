// Disturbance Strategy
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '77561728',
  name: 'Disturbance Strategy',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Your opponent shuffles every card in their hand into their Deck, then draws as many cards as they shuffled in.',
  effects: [
    {
      // Your opponent adds all cards in their hand to the Deck and shuffles it, then draws the same number
      kind: 'activation',
      label: 'Your opponent shuffles their hand into their Deck, then draws that many cards',
      declares: ['toDeck', 'draw'],
      condition: (ctx) => ctx.hand('theirs').length > 0,
      resolve: (ctx) => {
        const hand = ctx.hand('theirs');
        if (hand.length === 0) return;
        ctx.returnToDeck(hand, 'shuffle');
        ctx.draw(ctx.opponent, hand.length);
      },
    },
  ],
} satisfies CardDefinition;

// Heavy Slump
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '52417194',
  name: 'Heavy Slump',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Activate only while your opponent has 8 or more cards in their hand. Your opponent shuffles their whole hand into their Deck, then draws 2 cards.',
  effects: [
    {
      // Activate only when your opponent has 8 or more cards in their hand: they add their hand to the Deck, shuffle, and draw 2
      kind: 'activation',
      label: 'Your opponent shuffles their hand into their Deck, then draws 2 cards',
      declares: ['toDeck', 'draw'],
      condition: (ctx) => ctx.hand('theirs').length >= 8,
      resolve: (ctx) => {
        // The hand is counted only as it is activated: it goes back whatever its size now.
        const hand = ctx.hand('theirs');
        if (hand.length > 0) ctx.returnToDeck(hand, 'shuffle');
        ctx.draw(ctx.opponent, 2);
      },
    },
  ],
} satisfies CardDefinition;

// Trap Dustshoot
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';

export default {
  passcode: '64697231',
  name: 'Trap Dustshoot',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Only while your opponent holds 4 or more cards: look at their hand, pick a monster in it, and shuffle that card back into its owner\'s Deck.',
  effects: [
    {
      // Activate only if your opponent has 4 or more cards in their hand. Look at your opponent's hand,
      // select 1 Monster Card in it, and return that card to its owner's Deck.
      kind: 'activation',
      label: "Look at your opponent's hand and return a monster in it to the Deck",
      declares: ['toDeck'],
      condition: (ctx) => ctx.hand('theirs').length >= 4,
      resolve: (ctx) => {
        const hand = ctx.hand('theirs');
        ctx.reveal(hand, ctx.player);
        const monsters = hand.filter((c) => isMonster(ctx.definition(c)));
        if (monsters.length === 0) return;
        const chosen = ctx.chooseCard(ctx.player, "Choose a monster in your opponent's hand to return to the Deck", monsters);
        ctx.returnToDeck([chosen], 'shuffle');
      },
    },
  ],
} satisfies CardDefinition;

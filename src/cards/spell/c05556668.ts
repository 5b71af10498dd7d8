// Exchange
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '05556668',
  name: 'Exchange',
  frame: 'spell',
  subtype: ['normal'],
  text: "Activate only while each player holds a card in hand (besides this card). Both players show their hands to each other; you take 1 card of your choice from your opponent's hand into yours, and your opponent takes 1 card of their choice from your hand into theirs.",
  effects: [
    {
      // Both players reveal their hands and add 1 card from each other's hand to their hand.
      kind: 'activation',
      label: "Both players reveal their hands; each adds 1 card from the other's hand to their own",
      declares: ['toHand'],
      condition: (ctx) => ctx.hand('theirs').length > 0 && ctx.hand('mine').some((c) => c !== ctx.card),
      resolve: (ctx) => {
        const mine = ctx.hand('mine');
        const theirs = ctx.hand('theirs');
        ctx.reveal(theirs, ctx.player);
        ctx.reveal(mine, ctx.opponent);
        // Each chooses from the other's hand as both stood when revealed; the two cards then change hands together.
        const taken = theirs.length > 0 ? ctx.chooseCard(ctx.player, "Choose a card to take from your opponent's hand", theirs) : null;
        const given = mine.length > 0 ? ctx.chooseCard(ctx.opponent, "Choose a card to take from your opponent's hand", mine) : null;
        if (taken !== null) ctx.takeIntoHand(taken, ctx.player);
        if (given !== null) ctx.takeIntoHand(given, ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;

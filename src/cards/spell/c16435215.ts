// Dragged Down into the Grave
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '16435215',
  name: 'Dragged Down into the Grave',
  frame: 'spell',
  subtype: ['normal'],
  text: "Both players show each other their hands. You discard 1 card of your opponent's hand that you choose, and they discard 1 card of yours that they choose; then each player draws 1 card.",
  effects: [
    {
      // Both players reveal their hands, discard 1 card from their opponent's hand, then draw 1 card
      kind: 'activation',
      label: "Each player discards 1 card from the other's hand, then draws 1 card",
      declares: ['discard', 'draw'],
      discards: 'both',
      resolve: (ctx) => {
        const mine = ctx.hand('mine');
        const theirs = ctx.hand('theirs');
        ctx.reveal(theirs, ctx.player);
        ctx.reveal(mine, ctx.opponent);
        // Both choose from the hands as shown, then both cards go at once.
        const fromTheirs = theirs.length > 0 ? ctx.chooseCard(ctx.player, "Choose a card of your opponent's hand to discard", theirs) : null;
        const fromMine = mine.length > 0 ? ctx.chooseCard(ctx.opponent, "Choose a card of your opponent's hand to discard", mine) : null;
        const gone = [fromTheirs, fromMine].filter((c): c is string => c !== null);
        if (gone.length > 0) ctx.discard(gone);
        ctx.draw(ctx.player, 1);
        ctx.draw(ctx.opponent, 1);
      },
    },
  ],
} satisfies CardDefinition;

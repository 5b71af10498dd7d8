// The Inexperienced Spy
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '81820689',
  name: 'The Inexperienced Spy',
  frame: 'spell',
  subtype: ['normal'],
  text: "Look at 1 card in your opponent's hand, chosen without seeing it; it stays in their hand.",
  effects: [
    {
      // Look at 1 card in your opponent's hand
      kind: 'activation',
      label: "Look at 1 card in your opponent's hand",
      condition: (ctx) => ctx.hand('theirs').length > 0,
      resolve: (ctx) => {
        const hand = ctx.hand('theirs');
        if (hand.length === 0) return;
        // A blind pick: the options are positions, so no name or id reaches the prompt.
        const options = hand.map((_, i) => `card ${i + 1}`);
        const pick = ctx.chooseOption(ctx.player, "Choose a card in your opponent's hand to look at", options);
        ctx.reveal([hand[options.indexOf(pick)]!], ctx.player);
      },
    },
  ],
} satisfies CardDefinition;

// Phoenix Wing Wind Blast
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '63356631',
  name: 'Phoenix Wing Wind Blast',
  frame: 'trap',
  subtype: ['normal'],
  text: "Discard 1 card, and target 1 card your opponent controls: it goes back on top of its owner's Deck.",
  effects: [
    {
      // Discard 1 card to target 1 card your opponent controls; return that target to the top of the Deck.
      kind: 'activation',
      label: 'Discard 1 card: return a card your opponent controls to the top of the Deck',
      declares: ['toDeck'],
      cost: {
        can: (ctx) => ctx.hand('mine').length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard', ctx.hand('mine'))]),
      },
      targets: [{ prompt: 'Choose a card your opponent controls', from: 'field', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.returnToDeck([target], 'top');
      },
    },
  ],
} satisfies CardDefinition;

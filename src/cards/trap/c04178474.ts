// Raigeki Break
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '04178474',
  name: 'Raigeki Break',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Discard 1 card and target 1 card on the field; destroy it.',
  effects: [
    {
      // Discard 1 card, then target 1 card on the field; destroy it
      kind: 'activation',
      label: 'Discard 1 card: destroy 1 card on the field',
      declares: ['discard', 'destroy'],
      cost: {
        can: (ctx) => ctx.hand('mine').length > 0,
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard for Raigeki Break', ctx.hand('mine'))]),
      },
      targets: [{ prompt: 'Choose a card on the field to destroy', from: 'field', other: true }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;

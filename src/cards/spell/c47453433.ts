// Back to Square One
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '47453433',
  name: 'Back to Square One',
  frame: 'spell',
  subtype: ['normal'],
  text: 'As a cost, discard 1 card; then target 1 monster on the field; put it on top of its owner\'s Deck.',
  effects: [
    {
      // Discard 1 card, then target 1 monster on the field; place that target on the top of the Deck
      kind: 'activation',
      label: 'Discard 1 card: put 1 monster on the field on top of the Deck',
      declares: ['toDeck'],
      cost: discardOneCost('Back to Square One'),
      targets: [{ prompt: 'Choose a monster on the field to put on top of the Deck', from: 'monsters' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.monsters('all').includes(target)) ctx.returnToDeck([target], 'top');
      },
    },
  ],
} satisfies CardDefinition;

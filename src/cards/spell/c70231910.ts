// Dark Core
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '70231910',
  name: 'Dark Core',
  frame: 'spell',
  subtype: ['normal'],
  text: 'As a cost, discard 1 card; then target 1 face-up monster on the field and banish it.',
  effects: [
    {
      // Discard 1 card, then target 1 face-up monster on the field; banish that target
      kind: 'activation',
      label: 'Discard 1 card: banish a face-up monster',
      declares: ['discard', 'banish'],
      cost: discardOneCost('Dark Core'),
      targets: [{ prompt: 'Choose a face-up monster to banish', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.banish([target]);
      },
    },
  ],
} satisfies CardDefinition;

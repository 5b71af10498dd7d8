// Tribute to the Doomed
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '79759861',
  name: 'Tribute to the Doomed',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Discard 1 card and target 1 monster on the field; destroy it.',
  effects: [
    {
      // Discard 1 card, then target 1 monster on the field; destroy it
      kind: 'activation',
      label: 'Discard 1 card: destroy 1 monster on the field',
      declares: ['discard', 'destroy'],
      cost: discardOneCost('Tribute to the Doomed'),
      targets: [{ prompt: 'Choose a monster on the field to destroy', from: 'monsters' }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;

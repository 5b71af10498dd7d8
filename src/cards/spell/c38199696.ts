// Red Medicine
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '38199696',
  name: 'Red Medicine',
  frame: 'spell',
  subtype: ['normal'],
  text: 'A bitter tonic: you gain 500 Life Points.',
  effects: [
    {
      // Gain 500 LP
      kind: 'activation',
      label: 'Gain 500 LP',
      declares: ['recover'],
      resolve: (ctx) => ctx.gainLp(ctx.player, 500),
    },
  ],
} satisfies CardDefinition;

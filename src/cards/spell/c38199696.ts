// Red Medicine
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '38199696',
  name: 'Red Medicine',
  frame: 'spell',
  subtype: ['normal'],
  text: 'You gain 500 LP.',
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

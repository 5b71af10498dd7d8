// Dian Keto the Cure Master
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '84257639',
  name: 'Dian Keto the Cure Master',
  frame: 'spell',
  subtype: ['normal'],
  text: 'You gain 1000 LP.',
  effects: [
    {
      // Gain 1000 LP
      kind: 'activation',
      label: 'Gain 1000 LP',
      declares: ['recover'],
      resolve: (ctx) => ctx.gainLp(ctx.player, 1000),
    },
  ],
} satisfies CardDefinition;

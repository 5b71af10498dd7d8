// Goblin's Secret Remedy
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '11868825',
  name: "Goblin's Secret Remedy",
  frame: 'spell',
  subtype: ['normal'],
  text: 'You gain 600 LP.',
  effects: [
    {
      // Gain 600 LP
      kind: 'activation',
      label: 'Gain 600 LP',
      declares: ['recover'],
      resolve: (ctx) => ctx.gainLp(ctx.player, 600),
    },
  ],
} satisfies CardDefinition;

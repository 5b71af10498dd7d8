// Shield Crush
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition } from '../../engine/effects/library';

export default {
  passcode: '30683373',
  name: 'Shield Crush',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 Defense Position monster on the field (face-up or face-down, either side): destroy it.',
  effects: [
    {
      // Target 1 Defense Position monster on the field; destroy that target
      kind: 'activation',
      label: 'Destroy 1 Defense Position monster',
      declares: ['destroy'],
      targets: [{ prompt: 'Choose a Defense Position monster', from: 'monsters', filter: (ctx, c) => inDefensePosition(ctx, c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && inDefensePosition(ctx, target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;

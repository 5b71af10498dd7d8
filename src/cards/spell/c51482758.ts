// Remove Trap
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '51482758',
  name: 'Remove Trap',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 face-up Trap Card on the field; destroy it.',
  effects: [
    {
      // Target 1 face-up Trap on the field; destroy it
      kind: 'activation',
      label: 'Destroy 1 face-up Trap Card on the field',
      declares: ['destroy'],
      targets: [{
        prompt: 'Choose a face-up Trap Card on the field',
        from: 'spellTraps',
        filter: (ctx, c) => ctx.isFaceUp(c) && ctx.definition(c).frame === 'trap',
      }],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    },
  ],
} satisfies CardDefinition;

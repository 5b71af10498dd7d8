// Needle Ceiling
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '38411870',
  name: 'Needle Ceiling',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When there are 4 or more monsters on the field: destroy every face-up monster on the field.',
  effects: [
    {
      // When there are 4 or more monsters on the field: destroy all face-up monsters
      kind: 'activation',
      label: 'Destroy all face-up monsters',
      declares: ['destroy'],
      condition: (ctx) => ctx.monsters('all').length >= 4,
      affects: { destroy: (ctx) => ctx.monsters('all').filter((c) => ctx.isFaceUp(c)) },
      resolve: (ctx) => {
        ctx.destroy(ctx.monsters('all').filter((c) => ctx.isFaceUp(c)));
      },
    },
  ],
} satisfies CardDefinition;

// Dark Hole
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '53129443',
  name: 'Dark Hole',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Destroy every monster on the field, on both sides.',
  effects: [
    {
      // Destroy all monsters on the field
      kind: 'activation',
      label: 'Destroy all monsters on the field',
      declares: ['destroy'],
      condition: (ctx) => ctx.monsters('all').length > 0,
      affects: { destroy: (ctx) => ctx.monsters('all') },
      resolve: (ctx) => ctx.destroy(ctx.monsters('all')),
    },
  ],
} satisfies CardDefinition;

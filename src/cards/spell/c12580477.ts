// Raigeki
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '12580477',
  name: 'Raigeki',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Destroy every monster your opponent controls.',
  effects: [
    {
      // Destroy all monsters your opponent controls
      kind: 'activation',
      label: 'Destroy all monsters your opponent controls',
      declares: ['destroy'],
      condition: (ctx) => ctx.monsters('theirs').length > 0,
      affects: { destroy: (ctx) => ctx.monsters('theirs') },
      resolve: (ctx) => ctx.destroy(ctx.monsters('theirs')),
    },
  ],
} satisfies CardDefinition;

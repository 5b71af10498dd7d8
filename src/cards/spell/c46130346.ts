// Hinotama
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '46130346',
  name: 'Hinotama',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Your opponent takes 500 damage.',
  effects: [
    {
      // Inflict 500 damage to your opponent
      kind: 'activation',
      label: 'Inflict 500 damage to your opponent',
      declares: ['damage'],
      resolve: (ctx) => ctx.damage(ctx.opponent, 500),
    },
  ],
} satisfies CardDefinition;

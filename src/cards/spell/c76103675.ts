// Sparks
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '76103675',
  name: 'Sparks',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Your opponent takes 200 damage.',
  effects: [
    {
      // Inflict 200 damage to your opponent
      kind: 'activation',
      label: 'Inflict 200 damage to your opponent',
      declares: ['damage'],
      resolve: (ctx) => ctx.damage(ctx.opponent, 200),
    },
  ],
} satisfies CardDefinition;

// Ookazi
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '19523799',
  name: 'Ookazi',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Your opponent takes 800 damage.',
  effects: [
    {
      // Inflict 800 damage to your opponent
      kind: 'activation',
      label: 'Inflict 800 damage to your opponent',
      declares: ['damage'],
      resolve: (ctx) => ctx.damage(ctx.opponent, 800),
    },
  ],
} satisfies CardDefinition;

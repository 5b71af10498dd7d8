// Final Flame
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '73134081',
  name: 'Final Flame',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Your opponent takes 600 damage.',
  effects: [
    {
      // Inflict 600 damage to your opponent
      kind: 'activation',
      label: 'Inflict 600 damage to your opponent',
      declares: ['damage'],
      resolve: (ctx) => ctx.damage(ctx.opponent, 600),
    },
  ],
} satisfies CardDefinition;

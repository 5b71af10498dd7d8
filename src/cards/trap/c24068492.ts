// Just Desserts
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '24068492',
  name: 'Just Desserts',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Your opponent takes 500 damage for each monster they control.',
  effects: [
    {
      // Inflict 500 damage to your opponent for each monster they control
      kind: 'activation',
      label: 'Inflict 500 damage for each monster your opponent controls',
      declares: ['damage'],
      condition: (ctx) => ctx.monsters('theirs').length > 0,
      resolve: (ctx) => ctx.damage(ctx.opponent, 500 * ctx.monsters('theirs').length),
    },
  ],
} satisfies CardDefinition;

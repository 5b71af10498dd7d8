// Meteor of Destruction
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '33767325',
  name: 'Meteor of Destruction',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate only while your opponent has more than 3000 Life Points: inflict 1000 damage to your opponent.',
  effects: [
    {
      // If your opponent's LP are higher than 3000: inflict 1000 damage to your opponent
      kind: 'activation',
      label: 'Inflict 1000 damage to your opponent',
      declares: ['damage'],
      condition: (ctx) => ctx.duel.players[ctx.opponent].lp > 3000,
      resolve: (ctx) => ctx.damage(ctx.opponent, 1000),
    },
  ],
} satisfies CardDefinition;

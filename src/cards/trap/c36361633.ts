// Threatening Roar
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '36361633',
  name: 'Threatening Roar',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Your opponent cannot declare an attack for the rest of this turn.',
  effects: [
    {
      // Your opponent cannot declare an attack this turn
      kind: 'activation',
      label: 'Your opponent cannot declare an attack this turn',
      declares: ['restrict'],
      resolve: (ctx) => ctx.applyRule('noAttackDeclarations', { player: ctx.opponent }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;

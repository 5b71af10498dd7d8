// Array of Revealing Light
import type { CardDefinition } from '../../engine/card';
import { MONSTER_TYPES } from '../../engine/constants';

export default {
  passcode: '69296555',
  name: 'Array of Revealing Light',
  frame: 'spell',
  subtype: ['field'],
  text: 'As you activate it, declare a monster Type. While it stays face-up, a monster of that Type cannot declare an attack in the turn it was Normal, Flip or Special Summoned.',
  effects: [
    {
      // Declare 1 Type of monster.
      kind: 'activation',
      label: 'Declare a monster Type',
      declares: ['restrict'],
      declare: { prompt: 'Declare a Type of monster', options: () => MONSTER_TYPES },
      resolve: (ctx) => {
        if (ctx.declared !== null) ctx.keepDeclared(ctx.declared);
      },
    },
    {
      // Any monster of the declared Type cannot declare an attack during the turn it is Normal Summoned, Flip Summoned, or Special Summoned.
      kind: 'continuous',
      label: 'Monsters of the declared Type cannot attack the turn they are Summoned',
      rules: [
        {
          code: 'cannotAttack',
          applies: (ctx, monster) => {
            const type = ctx.keptDeclared();
            return type !== null && ctx.definition(monster).monsterType === type && ([0, 1] as const).some((p) => ctx.thisTurn('summoned', p).includes(monster));
          },
        },
      ],
    },
  ],
} satisfies CardDefinition;

// Gravity Bind
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '85742772',
  name: 'Gravity Bind',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card stays face-up, no monster of Level 4 or more can attack, on either side of the field.',
  effects: [
    {
      // Level 4 or higher monsters cannot attack.
      kind: 'activation',
      label: 'Level 4 or higher monsters cannot attack',
      declares: ['restrict'],
      // A monster with no Level (an Xyz Monster) has none to compare: it is not locked.
      rules: [{ code: 'cannotAttack', applies: (ctx, monster) => ctx.level(monster) >= 4 }],
    },
  ],
} satisfies CardDefinition;

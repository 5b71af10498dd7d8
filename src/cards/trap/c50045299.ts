// Dragon Capture Jar
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '50045299',
  name: 'Dragon Capture Jar',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, every face-up Dragon monster on the field is changed to Defense Position and cannot change its battle position.',
  effects: [
    {
      // All face-up Dragon monsters on the field are changed to Defense Position, also they cannot
      // change their battle positions (while this card is face-up).
      kind: 'activation',
      label: 'Face-up Dragons are held in Defense Position',
      declares: ['position'],
      rules: [{ code: 'locksInDefense', applies: (ctx, monster) => ctx.isFaceUp(monster) && ctx.definition(monster).monsterType === 'Dragon' }],
    },
  ],
} satisfies CardDefinition;

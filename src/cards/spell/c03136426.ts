// Level Limit - Area B
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '03136426',
  name: 'Level Limit - Area B',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, every face-up Level 4 or higher monster on the field is changed to Defense Position and cannot change its battle position.',
  effects: [
    {
      // Change all face-up Level 4 or higher monsters to Defense Position (and they stay so while this card is face-up)
      kind: 'activation',
      label: 'Face-up Level 4 or higher monsters are held in Defense Position',
      declares: ['position'],
      rules: [{ code: 'locksInDefense', applies: (ctx, monster) => ctx.isFaceUp(monster) && ctx.level(monster) >= 4 }],
    },
  ],
} satisfies CardDefinition;

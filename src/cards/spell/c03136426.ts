// Level Limit - Area B
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '03136426',
  name: 'Level Limit - Area B',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'While this card stays face-up, every face-up monster of Level 4 or higher is held in Defense Position.',
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

// Final Attack Orders
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '52503575',
  name: 'Final Attack Orders',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, every face-up monster on the field is changed to Attack Position, and no face-up monster can change its battle position.',
  effects: [
    {
      // All face-up monsters on the field are changed to Attack Position, and their battle positions
      // cannot be changed (while this card is face-up).
      kind: 'activation',
      label: 'Face-up monsters are held in Attack Position',
      declares: ['position', 'restrict'],
      rules: [{ code: 'locksInAttack', applies: (ctx, monster) => ctx.isFaceUp(monster) }],
    },
  ],
} satisfies CardDefinition;

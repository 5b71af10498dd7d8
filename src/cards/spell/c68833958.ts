// Back-Up Rider
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '68833958',
  name: 'Back-Up Rider',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 face-up monster on the field; its ATK rises by 1500 until this turn ends.',
  effects: [
    {
      // Target 1 face-up monster on the field; it gains 1500 ATK until the end of this turn
      kind: 'activation',
      label: 'A face-up monster gains 1500 ATK this turn',
      declares: ['modifyStats'],
      targets: [{ prompt: 'Choose a face-up monster', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.modifyUntilEndOfTurn(target, { atk: 1500 });
      },
    },
  ],
} satisfies CardDefinition;

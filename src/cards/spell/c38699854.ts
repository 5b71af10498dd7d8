// Book of Taiyou
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '38699854',
  name: 'Book of Taiyou',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 face-down monster on the field; change it to face-up Attack Position (it is flipped, so its Flip effect activates).',
  effects: [
    {
      // Target 1 face-down monster on the field; change it to face-up Attack Position
      kind: 'activation',
      label: 'Change 1 face-down monster to face-up Attack Position',
      declares: ['position'],
      targets: [{ prompt: 'Choose a face-down monster to flip face-up', from: 'monsters', filter: (ctx, c) => !ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) !== null && !ctx.isFaceUp(target)) ctx.setPosition(target, 'attack', true);
      },
    },
  ],
} satisfies CardDefinition;

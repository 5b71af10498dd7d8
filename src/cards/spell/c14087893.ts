// Book of Moon
import type { CardDefinition } from '../../engine/card';
import { canTurnFaceDown } from '../../engine/effects/library';

export default {
  passcode: '14087893',
  name: 'Book of Moon',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Target 1 face-up monster on the field; turn it face-down in Defense Position.',
  effects: [
    {
      // Target 1 face-up monster on the field; change it to face-down Defense Position
      kind: 'activation',
      label: 'Change 1 face-up monster to face-down Defense Position',
      declares: ['position'],
      // (A Token is always face-up: it cannot be targeted.)
      targets: [{ prompt: 'Choose a face-up monster on the field', from: 'monsters', filter: canTurnFaceDown }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && canTurnFaceDown(ctx, target)) ctx.setPosition(target, 'defense', false);
      },
    },
  ],
} satisfies CardDefinition;

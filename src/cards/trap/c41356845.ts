// Acid Trap Hole
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition } from '../../engine/effects/library';

export default {
  passcode: '41356845',
  name: 'Acid Trap Hole',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Target 1 face-down Defense Position monster on the field; flip it face-up (its Flip effect applies). If its DEF is 2000 or less, destroy it; otherwise turn it face-down in Defense Position again.',
  effects: [
    {
      // Target 1 face-down Defense Position monster; flip it face-up; DEF 2000 or less: destroy it, otherwise return it face-down
      kind: 'activation',
      label: 'Flip a face-down monster face-up: destroy it if its DEF is 2000 or less',
      declares: ['position', 'destroy'],
      targets: [{ prompt: 'Choose a face-down Defense Position monster', from: 'monsters', filter: (ctx, c) => !ctx.isFaceUp(c) && inDefensePosition(ctx, c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || ctx.controllerOf(target) === null || ctx.isFaceUp(target)) return;
        ctx.setPosition(target, 'defense', true);
        if (ctx.controllerOf(target) === null || !ctx.isFaceUp(target)) return;
        if (ctx.def(target) <= 2000) ctx.destroy([target]);
        else ctx.setPosition(target, 'defense', false);
      },
    },
  ],
} satisfies CardDefinition;

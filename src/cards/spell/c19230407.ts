// Offerings to the Doomed
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '19230407',
  name: 'Offerings to the Doomed',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Target 1 face-up monster on the field: destroy it; you also skip the Draw Phase of your next turn.',
  effects: [
    {
      // Target 1 face-up monster on the field; destroy that target, also skip your next Draw Phase.
      kind: 'activation',
      label: 'Destroy 1 face-up monster; skip your next Draw Phase',
      declares: ['destroy'],
      targets: [{ prompt: 'Choose a face-up monster to destroy', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.isFaceUp(target)) ctx.destroy([target]);
        // The skip applies whether or not the target was still there (ygopro's script).
        ctx.applyRule('skipDrawPhase', { player: ctx.player }, { turnsOf: ctx.player, count: 1 });
      },
    },
  ],
} satisfies CardDefinition;

// Stop Defense
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition } from '../../engine/effects/library';

export default {
  passcode: '63102017',
  name: 'Stop Defense',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 Defense Position monster your opponent controls; change it to Attack Position.',
  effects: [
    {
      // Target 1 Defense Position monster your opponent controls; change it to Attack Position
      kind: 'activation',
      label: "Change an opponent's Defense Position monster to Attack Position",
      declares: ['position'],
      targets: [{
        prompt: 'Choose a Defense Position monster your opponent controls',
        from: 'monsters',
        filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && inDefensePosition(ctx, c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        // A target no longer in Defense Position (or no longer theirs) is left as it is.
        if (target && ctx.controllerOf(target) === ctx.opponent && inDefensePosition(ctx, target)) ctx.setPosition(target, 'attack', true);
      },
    },
  ],
} satisfies CardDefinition;

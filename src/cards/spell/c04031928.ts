// Change of Heart
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '04031928',
  name: 'Change of Heart',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 monster your opponent controls; you take control of it until the End Phase of this turn.',
  effects: [
    {
      // Target 1 monster your opponent controls; take control of it until the End Phase
      kind: 'activation',
      label: "Take control of an opponent's monster until the End Phase",
      declares: ['changeControl'],
      // It could do nothing without a free Monster Zone to take the monster to.
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [{ prompt: "Choose a monster your opponent controls", from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.changeControl(target, true);
      },
    },
  ],
} satisfies CardDefinition;

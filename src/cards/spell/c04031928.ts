// Change of Heart
import type { CardDefinition } from '../../engine/card';
import { freeMonsterZones } from '../../engine/effects/library';

export default {
  passcode: '04031928',
  name: 'Change of Heart',
  frame: 'spell',
  subtype: ['normal'],
  text: "A whispered word turns an enemy into an ally: you command one of your opponent's monsters until this turn's End Phase.",
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

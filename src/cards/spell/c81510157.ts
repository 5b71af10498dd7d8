// Soul Taker
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '81510157',
  name: 'Soul Taker',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 face-up monster your opponent controls: destroy it, then your opponent gains 1000 Life Points.',
  effects: [
    {
      // Destroy 1 face-up monster your opponent controls. Then, your opponent gains 1000 Life Points
      kind: 'activation',
      label: "Destroy 1 face-up monster your opponent controls; they gain 1000 LP",
      declares: ['destroy', 'recover'],
      targets: [{ prompt: 'Choose a face-up monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent && ctx.isFaceUp(target) && ctx.destroy([target]).length > 0) ctx.gainLp(ctx.opponent, 1000);
      },
    },
  ],
} satisfies CardDefinition;

// Compulsory Evacuation Device
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '94192409',
  name: 'Compulsory Evacuation Device',
  frame: 'trap',
  subtype: ['normal'],
  text: "Target 1 monster on the field; return it to its owner's hand.",
  effects: [
    {
      // Target 1 monster on the field; return that target to the hand
      kind: 'activation',
      label: 'Return 1 monster on the field to the hand',
      declares: ['toHand'],
      targets: [{ prompt: 'Choose a monster on the field to return to the hand', from: 'monsters' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) !== null) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

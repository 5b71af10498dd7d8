// Mask of Darkness
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '28933734',
  name: 'Mask of Darkness',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 2,
  atk: 900,
  def: 400,
  text: 'FLIP: Target 1 Trap Card in your Graveyard; add it to your hand.',
  effects: [
    {
      // FLIP: Target 1 Trap in your GY; add that target to your hand
      kind: 'flip',
      label: 'Add 1 Trap Card from your Graveyard to your hand',
      declares: ['toHand'],
      targets: [{ prompt: 'Choose a Trap Card in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).frame === 'trap' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

// Hane-Hane
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '07089711',
  name: 'Hane-Hane',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 2,
  atk: 450,
  def: 500,
  text: "FLIP: Target 1 monster on the field; return it to its owner's hand.",
  effects: [
    {
      // FLIP: Target 1 monster on the field; return that target to the hand
      kind: 'flip',
      label: 'Return 1 monster on the field to the hand',
      declares: ['toHand'],
      targets: [{ prompt: 'Choose a monster to return to the hand', from: 'monsters' }],
      resolve: (ctx) => ctx.returnToHand(ctx.targets),
    },
  ],
} satisfies CardDefinition;

// Penguin Soldier
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '93920745',
  name: 'Penguin Soldier',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 2,
  atk: 750,
  def: 500,
  text: 'FLIP: you can target 1 or 2 monsters on the field (either side, this card included); return them to their owners\' hands.',
  effects: [
    {
      // FLIP: You can target up to 2 monsters on the field; return those targets to the hand
      kind: 'flip',
      optional: true,
      label: 'Return up to 2 monsters on the field to the hand',
      declares: ['toHand'],
      targets: [{ prompt: 'Choose monsters on the field to return to the hand', from: 'monsters', upTo: 2 }],
      resolve: (ctx) => {
        const still = ctx.targets.filter((c) => ctx.controllerOf(c) !== null);
        if (still.length > 0) ctx.returnToHand(still);
      },
    },
  ],
} satisfies CardDefinition;

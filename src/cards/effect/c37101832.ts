// Gravekeeper's Guard
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '37101832',
  name: "Gravekeeper's Guard",
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1000,
  def: 1900,
  text: 'FLIP: Target a monster your opponent controls and return it to its owner\'s hand.',
  effects: [
    {
      // FLIP: Target 1 monster your opponent controls; return it to the hand
      kind: 'flip',
      label: 'Return 1 monster your opponent controls to the hand',
      declares: ['toHand'],
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => ctx.returnToHand(ctx.targets.filter((c) => ctx.controllerOf(c) !== null)),
    },
  ],
} satisfies CardDefinition;

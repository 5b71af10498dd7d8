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
  text: "Flipped face-up, the guard drives one of your opponent's monsters back into their hand.",
  effects: [
    {
      // FLIP: Target 1 monster your opponent controls; return it to the hand
      kind: 'flip',
      label: "Return 1 of your opponent's monsters to the hand",
      declares: ['toHand'],
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

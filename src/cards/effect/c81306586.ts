// Nightmare Penguin
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '81306586',
  name: 'Nightmare Penguin',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 4,
  atk: 900,
  def: 1800,
  text: "While this card is face-up, every face-up WATER monster you control (this one too) gains 200 ATK. FLIP: target 1 card your opponent controls; return it to its owner's hand.",
  effects: [
    {
      // All face-up WATER monsters you control gain 200 ATK
      kind: 'continuous',
      label: 'Your WATER monsters gain 200 ATK',
      declares: ['modifyStats'],
      modifiers: (ctx) => [{ applies: (c) => ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) && ctx.hasAttribute(c, 'WATER'), atk: 200 }],
    },
    {
      // When this card is flipped face-up: Target 1 card your opponent controls; return that target to the hand
      kind: 'flip',
      label: 'Return 1 card your opponent controls to the hand',
      declares: ['toHand'],
      targets: [{ prompt: 'Choose a card your opponent controls to return to the hand', from: 'field', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

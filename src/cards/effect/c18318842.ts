// Abyss Soldier
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '18318842',
  name: 'Abyss Soldier',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 4,
  atk: 1800,
  def: 1300,
  text: 'Once a turn, throw away a WATER monster from your hand and a wave washes one card on the field back to its owner\'s hand.',
  effects: [
    {
      // Once per turn: You can discard 1 WATER monster to target 1 card on the field; return it to the hand
      kind: 'ignition',
      label: 'Discard 1 WATER monster: return 1 card on the field to the hand',
      declares: ['discard', 'toHand'],
      oncePerTurn: 'card',
      cost: discardOneCost('Abyss Soldier', (ctx, c) => ctx.definition(c).attribute === 'WATER'),
      targets: [{ prompt: 'Choose a card on the field to return to the hand', from: 'field' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) !== null) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

// Abyss Soldier
import { isMonster, type CardDefinition } from '../../engine/card';
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
  text: 'Once per turn: you can discard a WATER monster to target a card on the field and return it to its owner\'s hand.',
  effects: [
    {
      // Once per turn: You can discard 1 WATER monster to target 1 card on the field; return it to the hand
      kind: 'ignition',
      label: 'Discard a WATER monster: return 1 card on the field to the hand',
      declares: ['toHand', 'discard'],
      oncePerTurn: 'card',
      cost: discardOneCost('Abyss Soldier (a WATER monster)', (ctx, c) => isMonster(ctx.definition(c)) && ctx.definition(c).attribute === 'WATER'),
      targets: [{ prompt: 'Choose a card on the field to return to the hand', from: 'field' }],
      resolve: (ctx) => ctx.returnToHand(ctx.targets.filter((c) => ctx.controllerOf(c) !== null)),
    },
  ],
} satisfies CardDefinition;

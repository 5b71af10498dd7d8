// Superdreadnought Rail Cannon Gustav Max
import type { CardDefinition } from '../../engine/card';
import { detachCost } from '../../engine/effects/library';

export default {
  passcode: '56910167',
  name: 'Superdreadnought Rail Cannon Gustav Max',
  frame: 'xyz',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 10,
  atk: 3000,
  def: 3000,
  text: '2 Level 10 monsters. Once per turn: you can detach 1 Xyz Material from this card; your opponent takes 2000 damage.',
  // 2 Level 10 monsters
  materials: { kind: 'xyz', level: 10, count: 2 },
  effects: [
    {
      // Once per turn: You can detach 1 Xyz Material from this card; inflict 2000 damage to your opponent
      kind: 'ignition',
      label: 'Detach 1 Xyz Material: your opponent takes 2000 damage',
      declares: ['damage'],
      oncePerTurn: 'card',
      cost: detachCost(1),
      resolve: (ctx) => ctx.damage(ctx.opponent, 2000),
    },
  ],
} satisfies CardDefinition;

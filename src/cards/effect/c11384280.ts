// Cannon Soldier
import type { CardDefinition } from '../../engine/card';
import { tributeOneCost } from '../../engine/effects/library';

export default {
  passcode: '11384280',
  name: 'Cannon Soldier',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 4,
  atk: 1400,
  def: 1300,
  text: 'You can Tribute 1 monster you control: your opponent takes 500 damage.',
  effects: [
    {
      // You can Tribute 1 monster; inflict 500 damage to your opponent
      kind: 'ignition',
      label: 'Tribute 1 monster: inflict 500 damage',
      declares: ['damage'],
      cost: tributeOneCost('Cannon Soldier'),
      resolve: (ctx) => ctx.damage(ctx.opponent, 500),
    },
  ],
} satisfies CardDefinition;

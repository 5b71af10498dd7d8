// Amazoness Archer
import type { CardDefinition } from '../../engine/card';
import { tributeTwoCost } from '../../engine/effects/library';

export default {
  passcode: '91869203',
  name: 'Amazoness Archer',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1400,
  def: 1000,
  text: 'You can Tribute 2 monsters you control: your opponent takes 1200 damage.',
  effects: [
    {
      // You can Tribute 2 monsters; inflict 1200 damage to your opponent
      kind: 'ignition',
      label: 'Tribute 2 monsters: inflict 1200 damage',
      declares: ['damage'],
      cost: tributeTwoCost,
      resolve: (ctx) => ctx.damage(ctx.opponent, 1200),
    },
  ],
} satisfies CardDefinition;

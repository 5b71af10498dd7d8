// Cannon Soldier
import type { CardDefinition } from '../../engine/card';

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
      cost: {
        can: (ctx) => ctx.monsters('mine').length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a monster to Tribute for Cannon Soldier', ctx.monsters('mine'))]),
      },
      resolve: (ctx) => ctx.damage(ctx.opponent, 500),
    },
  ],
} satisfies CardDefinition;

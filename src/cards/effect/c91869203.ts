// Amazoness Archer
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '91869203',
  name: 'Amazoness Archer',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1400,
  def: 1000,
  text: 'You can Tribute 2 monsters you control (this card may be one of them) to inflict 1200 damage to your opponent.',
  effects: [
    {
      // You can Tribute 2 monsters; inflict 1200 damage to your opponent
      kind: 'ignition',
      label: 'Tribute 2 monsters: inflict 1200 damage',
      declares: ['damage'],
      cost: {
        can: (ctx) => ctx.monsters('mine').length >= 2,
        pay: (ctx) => {
          const first = ctx.chooseCard(ctx.player, 'Choose a monster to Tribute (1 of 2)', ctx.monsters('mine'));
          const second = ctx.chooseCard(ctx.player, 'Choose a monster to Tribute (2 of 2)', ctx.monsters('mine').filter((c) => c !== first));
          ctx.tribute([first, second]);
        },
      },
      resolve: (ctx) => ctx.damage(ctx.opponent, 1200),
    },
  ],
} satisfies CardDefinition;

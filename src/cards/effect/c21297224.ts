// Hysteric Fairy
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '21297224',
  name: 'Hysteric Fairy',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 4,
  atk: 1800,
  def: 500,
  text: 'You can Tribute 2 monsters you control (this card may be one of them) to gain 1000 LP.',
  effects: [
    {
      // Tribute 2 monsters; gain 1000 LP
      kind: 'ignition',
      label: 'Tribute 2 monsters: gain 1000 LP',
      declares: ['recover'],
      cost: {
        can: (ctx) => ctx.monsters('mine').length >= 2,
        pay: (ctx) => {
          const first = ctx.chooseCard(ctx.player, 'Choose a monster to Tribute (1 of 2)', ctx.monsters('mine'));
          const second = ctx.chooseCard(ctx.player, 'Choose a monster to Tribute (2 of 2)', ctx.monsters('mine').filter((c) => c !== first));
          ctx.tribute([first, second]);
        },
      },
      resolve: (ctx) => ctx.gainLp(ctx.player, 1000),
    },
  ],
} satisfies CardDefinition;

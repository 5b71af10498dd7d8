// Hysteric Fairy
import type { CardDefinition } from '../../engine/card';
import { tributeTwoCost } from '../../engine/effects/library';

export default {
  passcode: '21297224',
  name: 'Hysteric Fairy',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 4,
  atk: 1800,
  def: 500,
  text: 'You can Tribute 2 monsters you control: you gain 1000 LP.',
  effects: [
    {
      // You can Tribute 2 monsters you control; gain 1000 LP
      kind: 'ignition',
      label: 'Tribute 2 monsters: gain 1000 LP',
      declares: ['recover'],
      cost: tributeTwoCost,
      resolve: (ctx) => ctx.gainLp(ctx.player, 1000),
    },
  ],
} satisfies CardDefinition;

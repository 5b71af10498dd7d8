// Mass Driver
import type { CardDefinition } from '../../engine/card';
import { tributableMonsters } from '../../engine/effects/library';

export default {
  passcode: '34906152',
  name: 'Mass Driver',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, you can Tribute 1 monster you control: your opponent takes 400 damage. There is no limit per turn.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Mass Driver face-up',
    },
    {
      // Tribute 1 monster; inflict 400 damage to your opponent
      kind: 'ignition',
      label: 'Tribute a monster: inflict 400 damage',
      declares: ['damage'],
      cost: {
        can: (ctx) => tributableMonsters(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a monster to Tribute', tributableMonsters(ctx))]),
      },
      resolve: (ctx) => ctx.damage(ctx.opponent, 400),
    },
  ],
} satisfies CardDefinition;

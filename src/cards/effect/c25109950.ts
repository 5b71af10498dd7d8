// The Little Swordsman of Aile
import type { CardDefinition } from '../../engine/card';
import { tributeOneCost } from '../../engine/effects/library';

export default {
  passcode: '25109950',
  name: 'The Little Swordsman of Aile',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Warrior',
  level: 3,
  atk: 800,
  def: 1300,
  text: 'In your Main Phase: you can Tribute 1 other monster you control; this card gains 700 ATK until the end of this turn. No limit per turn.',
  effects: [
    {
      // Tribute 1 monster (not this card); this card gains 700 ATK until the end of the turn
      kind: 'ignition',
      label: 'Tribute 1 other monster: this card gains 700 ATK this turn',
      declares: ['modifyStats'],
      cost: tributeOneCost('The Little Swordsman of Aile', (ctx, c) => c !== ctx.card),
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) === ctx.player && ctx.isFaceUp(ctx.card)) ctx.modifyUntilEndOfTurn(ctx.card, { atk: 700 });
      },
    },
  ],
} satisfies CardDefinition;

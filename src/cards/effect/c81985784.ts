// Des Feral Imp
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '81985784',
  name: 'Des Feral Imp',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Reptile',
  level: 4,
  atk: 1600,
  def: 1800,
  text: 'FLIP: Target 1 card in your Graveyard; shuffle it into your Deck.',
  effects: [
    {
      // FLIP: Target 1 card in your GY; shuffle it into the Deck
      kind: 'flip',
      label: 'Shuffle 1 card from your Graveyard into your Deck',
      declares: ['toDeck'],
      targets: [{ prompt: 'Choose a card in your Graveyard to shuffle into your Deck', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.returnToDeck([target], 'shuffle');
      },
    },
  ],
} satisfies CardDefinition;

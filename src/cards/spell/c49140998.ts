// A Feather of the Phoenix
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '49140998',
  name: 'A Feather of the Phoenix',
  frame: 'spell',
  subtype: ['normal'],
  text: 'As a cost, discard 1 card; then target 1 card in your Graveyard; put it on top of your Deck.',
  effects: [
    {
      // Discard 1 card, then target 1 card in your GY; place it on top of your Deck
      kind: 'activation',
      label: 'Discard 1 card: put 1 card from your Graveyard on top of your Deck',
      declares: ['toDeck'],
      cost: discardOneCost('A Feather of the Phoenix'),
      targets: [{ prompt: 'Choose a card in your Graveyard to put on top of your Deck', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.returnToDeck([target], 'top');
      },
    },
  ],
} satisfies CardDefinition;

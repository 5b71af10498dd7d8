// Delinquent Duo
import type { CardDefinition } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';

export default {
  passcode: '44763025',
  name: 'Delinquent Duo',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Pay 1000 LP: your opponent discards 1 card from their hand at random, then 1 more card of their own choice.',
  effects: [
    {
      // Pay 1000 Life Points. Your opponent randomly selects and discards 1 card from his/her hand and then
      // selects and discards another card from his/her hand.
      kind: 'activation',
      label: 'Pay 1000 LP: your opponent discards 1 card at random, then 1 of their choice',
      declares: ['discard'],
      discards: 'theirs',
      condition: (ctx) => ctx.hand('theirs').length > 0,
      cost: payLpCost(1000),
      resolve: (ctx) => {
        const hand = ctx.hand('theirs');
        if (hand.length === 0) return;
        ctx.discard([ctx.randomCard(hand)]);
        const rest = ctx.hand('theirs');
        if (rest.length > 0) ctx.discard([ctx.chooseCard(ctx.opponent, 'Choose a card to discard', rest)]);
      },
    },
  ],
} satisfies CardDefinition;

// Archfiend's Oath
import type { CardDefinition } from '../../engine/card';
import { declareCardName, payLpCost } from '../../engine/effects/library';

export default {
  passcode: '22796548',
  name: "Archfiend's Oath",
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Once per turn, while this card is face-up on the field, you can pay 500 LP and declare a card name: turn over the top card of your Deck and show it; if it has that name, add it to your hand, otherwise send it to the Graveyard.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: "Place Archfiend's Oath face-up",
    },
    {
      // Once per turn: pay 500 Life Points to declare 1 card name. Pick up the top card of your Deck: if it is the
      // declared card, add it to your hand; if not, send it to the Graveyard.
      kind: 'ignition',
      label: 'Pay 500 LP, declare a card name: the top card of your Deck to your hand if it is that card, else to the Graveyard',
      declares: ['toHand', 'toGraveyard'],
      oncePerTurn: 'card',
      condition: (ctx) => ctx.deck('mine').length > 0,
      cost: payLpCost(500),
      declare: declareCardName,
      resolve: (ctx) => {
        const top = ctx.deck('mine')[0];
        if (top === undefined) return;
        // The card picked up is shown to both players (ygopro: ConfirmDecktop).
        ctx.reveal([top], ctx.opponent);
        if (ctx.definition(top).name === ctx.declared) ctx.addToHand([top]);
        else ctx.sendToGraveyard([top]);
      },
    },
  ],
} satisfies CardDefinition;

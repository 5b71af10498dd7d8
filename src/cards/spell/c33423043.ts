// D.D. Designator
import type { CardDefinition } from '../../engine/card';
import { declareMainDeckCardName } from '../../engine/effects/library';

export default {
  passcode: '33423043',
  name: 'D.D. Designator',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate only while your opponent holds a card in hand and you hold another, by declaring a card name. Look at your opponent\'s hand: if it holds a card of that name, banish 1 of them; if not, banish 1 card from your own hand at random.',
  effects: [
    {
      // Declare 1 card name. Look at your opponent's hand: if the declared card is there, banish 1 of it; if not,
      // banish 1 random card from your hand.
      kind: 'activation',
      label: 'Declare a card name: banish 1 of it from your opponent\'s hand, or 1 random card of yours',
      declares: ['banish'],
      // Your hand holds a card besides this one (ygopro: a card in hand other than itself).
      condition: (ctx) => ctx.hand('theirs').length > 0 && ctx.hand('mine').some((c) => c !== ctx.card),
      declare: declareMainDeckCardName,
      resolve: (ctx) => {
        const theirs = ctx.hand('theirs');
        ctx.reveal(theirs, ctx.player);
        // Copies of one name are alike: any one of them is banished.
        const copy = theirs.find((c) => ctx.definition(c).name === ctx.declared);
        if (copy !== undefined) return ctx.banish([copy]);
        const mine = ctx.hand('mine');
        if (mine.length > 0) ctx.banish([ctx.randomCard(mine)]);
      },
    },
  ],
} satisfies CardDefinition;

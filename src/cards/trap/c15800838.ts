// Mind Crush
import type { CardDefinition } from '../../engine/card';
import { declareMainDeckCardName } from '../../engine/effects/library';

export default {
  passcode: '15800838',
  name: 'Mind Crush',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Activate only while both players hold a card in hand, by declaring a card name. If your opponent holds a card of that name in their hand, they discard every card of it from their hand; if they hold none, you discard 1 card from your hand at random.',
  effects: [
    {
      // Declare 1 card name; if that card is in your opponent's hand, they must discard all copies of it,
      // otherwise you discard 1 random card. Not activated while either hand is empty (the card's rulings).
      kind: 'activation',
      label: 'Declare a card name: your opponent discards its copies, or you discard 1 card at random',
      declares: ['discard'],
      // Either player may discard: the text's "you discard 1 random card" makes it an effect whereby its player
      // discards (official/c15800838.lua sets no HANDES operation info; the text is followed here).
      discards: 'both',
      condition: (ctx) => ctx.hand('mine').length > 0 && ctx.hand('theirs').length > 0,
      declare: declareMainDeckCardName,
      resolve: (ctx) => {
        const copies = ctx.hand('theirs').filter((c) => ctx.definition(c).name === ctx.declared);
        if (copies.length > 0) return ctx.discard(copies);
        // The hand as it is now: it may have emptied while the Chain resolved.
        const mine = ctx.hand('mine');
        if (mine.length > 0) ctx.discard([ctx.randomCard(mine)]);
      },
    },
  ],
} satisfies CardDefinition;

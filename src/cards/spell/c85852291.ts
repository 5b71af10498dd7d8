// Magical Mallet
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** The cards of your hand other than this one (on its way to the field as it is activated). */
const others = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => c !== ctx.card);

export default {
  passcode: '85852291',
  name: 'Magical Mallet',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Choose as many cards from your hand as you like (at least 1) and shuffle them into your Deck, then draw as many cards as you shuffled in.',
  effects: [
    {
      // Shuffle any number of cards from your hand into the Deck, then draw that same number of cards.
      kind: 'activation',
      label: 'Shuffle cards from your hand into your Deck, then draw as many',
      declares: ['toDeck', 'draw'],
      condition: (ctx) => others(ctx).length > 0,
      resolve: (ctx) => {
        const hand = others(ctx);
        if (hand.length === 0) return;
        const chosen = ctx.chooseUpTo(ctx.player, 'Choose a card to shuffle into your Deck', hand, hand.length);
        ctx.returnToDeck(chosen, 'shuffle');
        ctx.draw(ctx.player, chosen.length);
      },
    },
  ],
} satisfies CardDefinition;

// Good Goblin Housekeeping
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** 1 card, plus 1 for each "Good Goblin Housekeeping" in your Graveyard. */
const toDraw = (ctx: EffectContext): number => 1 + ctx.graveyard('mine').filter((c) => ctx.definition(c).passcode === '09744376').length;

export default {
  passcode: '09744376',
  name: 'Good Goblin Housekeeping',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Draw 1 card, plus 1 more for each "Good Goblin Housekeeping" in your Graveyard; then choose 1 card in your hand and put it on the bottom of your Deck.',
  effects: [
    {
      // Draw cards equal to the number of "Good Goblin Housekeeping" in your Graveyard +1, then return 1 card from your hand to the bottom of the Deck
      kind: 'activation',
      label: 'Draw 1 card (+1 for each "Good Goblin Housekeeping" in your Graveyard), then put 1 card from your hand on the bottom of your Deck',
      declares: ['draw', 'toDeck'],
      condition: (ctx) => ctx.deck('mine').length >= 1,
      resolve: (ctx) => {
        // Counted as it resolves (ygopro: in the operation), so a copy sent to the Graveyard in response counts.
        ctx.draw(ctx.player, toDraw(ctx));
        const hand = ctx.hand('mine');
        if (hand.length === 0) return;
        ctx.returnToDeck([ctx.chooseCard(ctx.player, 'Choose a card in your hand to put on the bottom of your Deck', hand)], 'bottom');
      },
    },
  ],
} satisfies CardDefinition;

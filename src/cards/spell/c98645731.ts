// Pot of Duality
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '98645731',
  name: 'Pot of Duality',
  frame: 'spell',
  subtype: ['normal'],
  text:
    'Once per turn (only 1 "Pot of Duality" per turn), and only if you have not Special Summoned this turn; you pay for it by not Special Summoning for the rest of this turn. Show the top 3 cards of your Deck to both players, add 1 of them to your hand, then shuffle the others back into your Deck.',
  effects: [
    {
      // Excavate the top 3 cards of your Deck, add 1 of them to your hand, also, after that, shuffle the rest back into your Deck.
      // You cannot Special Summon during the turn you activate this card: not after a Special Summon, and the lock comes with
      // the activation (ygopro: an activity check and a player effect as the cost), so it stays even if the Pot is negated.
      kind: 'activation',
      label: 'Excavate the top 3 cards of your Deck and add 1 of them to your hand',
      declares: ['toHand', 'restrict'],
      oncePerTurn: 'name',
      condition: (ctx) => ctx.thisTurn('specialSummoned', ctx.player).length === 0 && ctx.deck('mine').length >= 3,
      cost: { can: () => true, pay: (ctx) => ctx.applyRule('noSpecialSummons', { player: ctx.player }, 'thisTurn') },
      resolve: (ctx) => {
        const excavated = ctx.deck('mine').slice(0, 3);
        if (excavated.length === 0) return;
        ctx.reveal(excavated, ctx.player);
        ctx.reveal(excavated, ctx.opponent);
        const chosen = ctx.chooseCard(ctx.player, 'Choose 1 of the excavated cards to add to your hand', excavated);
        ctx.addToHand([chosen]);
        ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;

// Gold Sarcophagus
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '75500286',
  name: 'Gold Sarcophagus',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Choose 1 card in your Deck and banish it face-up. During your 2nd Standby Phase after this card is activated, that card is added to your hand from the banished cards.',
  effects: [
    {
      // Banish 1 card from your Deck, face-up. During your second Standby Phase after this card's activation, add that
      // card to your hand (official/c75500286.lua: no Chain then; only while the card is still banished).
      kind: 'activation',
      label: 'Banish 1 card from your Deck face-up; add it to your hand in your 2nd Standby Phase',
      declares: ['banish'],
      condition: (ctx) => ctx.deck('mine').length > 0,
      resolve: (ctx) => {
        const deck = ctx.deck('mine');
        if (deck.length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a card in your Deck to banish face-up', deck);
        ctx.banish([card]);
        // A Deck searched is shuffled.
        ctx.shuffleDeck(ctx.player);
        ctx.applyRule('returnsToHandInStandbyPhase', { player: ctx.player, card, key: 'faceUp' }, { turnsOf: ctx.player, count: 2 });
      },
    },
  ],
} satisfies CardDefinition;

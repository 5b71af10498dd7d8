// Different Dimension Capsule
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '11961740',
  name: 'Different Dimension Capsule',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Choose 1 card in your Deck and banish it face-down (your opponent does not see it). This card stays on the field; during your 2nd Standby Phase after its activation it is destroyed and the banished card is added to your hand.',
  effects: [
    {
      // Select 1 card from Deck and remove it from play face-down. During your 2nd Standby Phase after activation,
      // destroy this card and add the removed card to your hand (ygopro: no Chain then; only while this card stays).
      kind: 'activation',
      label: 'Banish 1 card from your Deck face-down; add it to your hand in your 2nd Standby Phase',
      declares: ['banish'],
      condition: (ctx) => ctx.deck('mine').length > 0,
      resolve: (ctx) => {
        const deck = ctx.deck('mine');
        if (deck.length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a card in your Deck to banish face-down', deck);
        ctx.banishFaceDown([card]);
        // A Deck searched is shuffled.
        ctx.shuffleDeck(ctx.player);
        // It stays on the field (aux.RemainFieldCost) until its 2nd Standby Phase; it is destroyed then.
        ctx.applyRule('remainsOnField', { player: ctx.player, card: ctx.card }, { turnsOf: ctx.player, count: 2 });
        ctx.applyRule('returnsToHandInStandbyPhase', { player: ctx.player, card, key: 'withSource' }, { turnsOf: ctx.player, count: 2 });
      },
    },
  ],
} satisfies CardDefinition;

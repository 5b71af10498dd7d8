// Lightforce Sword
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '49587034',
  name: 'Lightforce Sword',
  frame: 'trap',
  subtype: ['normal'],
  text: "Banish 1 card chosen at random from your opponent's hand, face-down (only they know which). It returns to their hand during their 4th Standby Phase after this card's activation.",
  effects: [
    {
      // Select 1 random card from your opponent's hand and remove it from play face-down. During your opponent's 4th
      // Standby Phase after this card's activation, return that card to their hand (ygopro: no Chain then, and the
      // Standby Phase of the turn it was activated in does not count).
      kind: 'activation',
      label: "Banish 1 random card from your opponent's hand face-down until their 4th Standby Phase",
      declares: ['banish'],
      condition: (ctx) => ctx.hand('theirs').length > 0,
      resolve: (ctx) => {
        const hand = ctx.hand('theirs');
        if (hand.length === 0) return;
        const card = ctx.randomCard(hand);
        ctx.banishFaceDown([card]);
        ctx.applyRule('returnsToHandInStandbyPhase', { player: ctx.opponent, card }, { turnsOf: ctx.opponent, count: 4 });
      },
    },
  ],
} satisfies CardDefinition;

// Bubble Crash
import type { CardDefinition } from '../../engine/card';
import type { EffectContext, Side } from '../../engine/effects/types';

/** A player's cards in hand and on the field (this card, still on the field as it resolves, among them). */
const handAndField = (ctx: EffectContext, side: Side): string[] => [...ctx.hand(side), ...ctx.cardsOnField(side)];

export default {
  passcode: '61622107',
  name: 'Bubble Crash',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Activate only while a player has 6 or more cards in their hand and on their field combined: each such player (you first) chooses and sends cards from their own hand and field to the Graveyard until they have exactly 5 there. This card is counted but never sent by its own effect.',
  effects: [
    {
      // Activate only when a player has 6+ cards in hand and on the field; they send cards to the GY until they have 5
      kind: 'activation',
      label: 'Each player with 6 or more cards in hand and on the field sends cards to the Graveyard until 5 remain',
      declares: ['toGraveyard'],
      condition: (ctx) => handAndField(ctx, 'mine').length >= 6 || handAndField(ctx, 'theirs').length >= 6,
      resolve: (ctx) => {
        const sent: string[] = [];
        for (const [p, side] of [[ctx.player, 'mine'], [ctx.opponent, 'theirs']] as const) {
          const cards = handAndField(ctx, side);
          const excess = cards.length - 5;
          const pool = cards.filter((c) => c !== ctx.card);
          for (let i = 0; i < excess; i++) {
            const left = pool.filter((c) => !sent.includes(c));
            sent.push(ctx.chooseCard(p, `Choose a card to send to the Graveyard (${i + 1} of ${excess})`, left));
          }
        }
        // Both players' cards go at the same time.
        if (sent.length > 0) ctx.sendToGraveyard(sent);
      },
    },
  ],
} satisfies CardDefinition;

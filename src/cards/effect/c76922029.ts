// Don Zaloog
import type { CardDefinition } from '../../engine/card';
import { inflictsBattleDamageToOpponent } from '../../engine/effects/library';

const DISCARD = 'Discard 1 random card from their hand';
const MILL = 'Send the top 2 cards of their Deck to the Graveyard';

export default {
  passcode: '76922029',
  name: 'Don Zaloog',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 4,
  atk: 1400,
  def: 1500,
  text: 'When this card inflicts battle damage to your opponent, you can activate 1 of these effects: your opponent discards 1 card of their hand at random; or send the top 2 cards of their Deck to the Graveyard.',
  effects: [
    {
      // When this card inflicts battle damage to your opponent: you can either discard 1 random card from their hand, or send the top 2 cards of their Deck to the GY
      kind: 'trigger',
      optional: true,
      label: 'Your opponent discards 1 random card, or sends the top 2 cards of their Deck to the Graveyard',
      declares: ['discard', 'toGraveyard'],
      discards: (ctx) => (ctx.declared === DISCARD ? 'theirs' : null),
      when: inflictsBattleDamageToOpponent,
      declare: {
        prompt: 'Choose the effect',
        options: (ctx) => [...(ctx.hand('theirs').length > 0 ? [DISCARD] : []), ...(ctx.deck('theirs').length >= 2 ? [MILL] : [])],
      },
      resolve: (ctx) => {
        if (ctx.declared === DISCARD) {
          const hand = ctx.hand('theirs');
          if (hand.length > 0) ctx.discard([ctx.randomCard(hand)]);
        } else if (ctx.declared === MILL) {
          ctx.sendToGraveyard(ctx.deck('theirs').slice(0, 2));
        }
      },
    },
  ],
} satisfies CardDefinition;

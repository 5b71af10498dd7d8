// Card of Safe Return
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '57953380',
  name: 'Card of Safe Return',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'When a monster is Special Summoned from your Graveyard (by either player): you can draw 1 card.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Card of Safe Return face-up',
    },
    {
      // When a monster is Special Summoned from your GY, you can draw 1 card
      kind: 'trigger',
      label: 'Draw 1 card',
      declares: ['draw'],
      optional: true,
      when: (ctx, e) => e.type === 'specialSummoned' && e.from === 'graveyard' && ctx.duel.cards[e.card]?.owner === ctx.player,
      condition: (ctx) => ctx.deck('mine').length > 0,
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;

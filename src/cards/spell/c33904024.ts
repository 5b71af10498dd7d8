// Shard of Greed
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '33904024',
  name: 'Shard of Greed',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Each time you draw for your normal draw in your Draw Phase, place 1 Greed Counter on this card. While it has 2 or more Greed Counters, you can send this card to the Graveyard: draw 2 cards.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Shard of Greed face-up',
    },
    {
      // Each time you draw for your normal draw in your Draw Phase, place 1 Greed Counter on this card (no Chain)
      kind: 'trigger',
      withoutChain: true,
      label: 'Place 1 Greed Counter on Shard of Greed',
      declares: ['counter'],
      when: (ctx, e) => e.type === 'drew' && e.normal === true && e.player === ctx.player,
      resolve: (ctx) => void ctx.changeCounters(ctx.card, 1),
    },
    {
      // You can send this card with 2 or more Greed Counters to the GY; draw 2 cards
      kind: 'ignition',
      label: 'Send Shard of Greed to the Graveyard: draw 2 cards',
      declares: ['draw'],
      condition: (ctx) => ctx.counters(ctx.card) >= 2 && ctx.deck('mine').length >= 2,
      cost: { can: () => true, pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;

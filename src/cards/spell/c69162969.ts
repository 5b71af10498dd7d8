// Lightning Vortex
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '69162969',
  name: 'Lightning Vortex',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Discard a card to activate this card. Destroy every face-up monster your opponent controls.',
  effects: [
    {
      // Discard 1 card; destroy all face-up monsters your opponent controls
      kind: 'activation',
      label: 'Destroy all face-up monsters your opponent controls',
      declares: ['destroy', 'discard'],
      condition: (ctx) => ctx.monsters('theirs').some((c) => ctx.isFaceUp(c)),
      cost: {
        can: (ctx) => ctx.hand('mine').some((c) => c !== ctx.card),
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Discard a card', ctx.hand('mine').filter((c) => c !== ctx.card))]),
      },
      resolve: (ctx) => ctx.destroy(ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c))),
    },
  ],
} satisfies CardDefinition;

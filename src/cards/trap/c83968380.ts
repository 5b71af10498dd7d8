// Jar of Greed
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '83968380',
  name: 'Jar of Greed',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Draw 1 card.',
  effects: [
    {
      // Draw 1 card
      kind: 'activation',
      label: 'Draw 1 card',
      declares: ['draw'],
      condition: (ctx) => ctx.deck('mine').length >= 1,
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
  ],
} satisfies CardDefinition;

// Solemn Wishes
import type { CardDefinition } from '../../engine/card';
import { startsADraw } from '../../engine/effects/library';

export default {
  passcode: '35346968',
  name: 'Solemn Wishes',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'Each time you draw, you gain 500 LP (once for cards drawn together).',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Solemn Wishes face-up',
    },
    {
      // Increase your Life Points by 500 each time you draw a card (or cards): a continuous effect, no Chain
      kind: 'trigger',
      withoutChain: true,
      label: 'Gain 500 LP for the draw',
      declares: ['recover'],
      when: (ctx, e) => startsADraw(ctx, e),
      resolve: (ctx) => ctx.gainLp(ctx.player, 500),
    },
  ],
} satisfies CardDefinition;

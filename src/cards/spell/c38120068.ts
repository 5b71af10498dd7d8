// Trade-In
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '38120068',
  name: 'Trade-In',
  frame: 'spell',
  subtype: ['normal'],
  text: 'As a cost, discard 1 Level 8 monster from your hand; then draw 2 cards.',
  effects: [
    {
      // Discard 1 Level 8 monster; draw 2 cards
      kind: 'activation',
      label: 'Discard 1 Level 8 monster: draw 2 cards',
      declares: ['discard', 'draw'],
      condition: (ctx) => ctx.deck('mine').length >= 2,
      cost: discardOneCost('Trade-In', (ctx, c) => isMonster(ctx.definition(c)) && ctx.definition(c).level === 8),
      resolve: (ctx) => ctx.draw(ctx.player, 2),
    },
  ],
} satisfies CardDefinition;

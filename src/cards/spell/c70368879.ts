// Upstart Goblin
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '70368879',
  name: 'Upstart Goblin',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Draw 1 card, then your opponent gains 1000 LP.',
  effects: [
    {
      // Draw 1 card, then your opponent gains 1000 LP
      kind: 'activation',
      label: 'Draw 1 card; your opponent gains 1000 LP',
      declares: ['draw', 'recover'],
      condition: (ctx) => ctx.deck('mine').length >= 1,
      resolve: (ctx) => {
        ctx.draw(ctx.player, 1);
        ctx.gainLp(ctx.opponent, 1000);
      },
    },
  ],
} satisfies CardDefinition;

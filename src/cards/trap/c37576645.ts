// Reckless Greed
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '37576645',
  name: 'Reckless Greed',
  frame: 'trap',
  subtype: ['normal'],
  text: "Draw 2 cards; then you skip your next 2 Draw Phases (you do not draw in them).",
  effects: [
    {
      // Draw 2 cards and skip your next 2 Draw Phases.
      kind: 'activation',
      label: 'Draw 2 cards; skip your next 2 Draw Phases',
      declares: ['draw', 'restrict'],
      // Not with fewer than 2 cards in the Deck (as Pot of Greed).
      condition: (ctx) => ctx.deck('mine').length >= 2,
      resolve: (ctx) => {
        ctx.draw(ctx.player, 2);
        ctx.applyRule('skipDrawPhase', { player: ctx.player }, { turnsOf: ctx.player, count: 2 });
      },
    },
  ],
} satisfies CardDefinition;

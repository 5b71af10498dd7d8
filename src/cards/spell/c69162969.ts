// Lightning Vortex
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '69162969',
  name: 'Lightning Vortex',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Discard 1 card: destroy every face-up monster your opponent controls.',
  effects: [
    {
      // Discard 1 card; destroy all face-up monsters your opponent controls
      kind: 'activation',
      label: "Discard 1 card: destroy all face-up monsters your opponent controls",
      declares: ['discard', 'destroy'],
      condition: (ctx) => ctx.monsters('theirs').some((c) => ctx.isFaceUp(c)),
      cost: discardOneCost('Lightning Vortex'),
      affects: { destroy: (ctx) => ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c)) },
      resolve: (ctx) => {
        ctx.destroy(ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c)));
      },
    },
  ],
} satisfies CardDefinition;

// Smashing Ground
import type { CardDefinition } from '../../engine/card';
import { destroyHighest, highestOf } from '../../engine/effects/library';

export default {
  passcode: '97169186',
  name: 'Smashing Ground',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Destroy the face-up monster your opponent controls with the highest DEF (you choose among ties). It does not target.',
  effects: [
    {
      // Destroy the 1 face-up monster your opponent controls that has the highest DEF (if tied, you choose)
      kind: 'activation',
      label: "Destroy your opponent's face-up monster with the highest DEF",
      declares: ['destroy'],
      condition: (ctx) => ctx.monsters('theirs').some((c) => ctx.isFaceUp(c)),
      affects: { destroy: (ctx) => highestOf(ctx, ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c)), 'def') },
      resolve: (ctx) => {
        destroyHighest(ctx, ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c)), 'def');
      },
    },
  ],
} satisfies CardDefinition;

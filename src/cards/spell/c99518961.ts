// Restructer Revolution
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '99518961',
  name: 'Restructer Revolution',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Your opponent takes 200 damage for each card in their hand.',
  effects: [
    {
      // Inflict 200 damage to your opponent for each card in their hand
      kind: 'activation',
      label: "Inflict 200 damage for each card in your opponent's hand",
      declares: ['damage'],
      condition: (ctx) => ctx.hand('theirs').length > 0,
      resolve: (ctx) => {
        const cards = ctx.hand('theirs').length;
        if (cards > 0) ctx.damage(ctx.opponent, 200 * cards);
      },
    },
  ],
} satisfies CardDefinition;

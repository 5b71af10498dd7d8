// Secret Barrel
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** The cards in your opponent's hand and on their side of the field. */
const theirCards = (ctx: EffectContext): number => ctx.hand('theirs').length + ctx.cardsOnField('theirs').length;

export default {
  passcode: '27053506',
  name: 'Secret Barrel',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Your opponent takes 200 damage for each card in their hand and on their side of the field.',
  effects: [
    {
      // Inflict 200 damage to your opponent for each card in their hand and on their field
      kind: 'activation',
      label: "Inflict 200 damage for each card in your opponent's hand and on their field",
      declares: ['damage'],
      condition: (ctx) => theirCards(ctx) > 0,
      resolve: (ctx) => ctx.damage(ctx.opponent, 200 * theirCards(ctx)),
    },
  ],
} satisfies CardDefinition;

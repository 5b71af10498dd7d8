// Des Koala
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '69579761',
  name: 'Des Koala',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Beast',
  level: 3,
  atk: 1100,
  def: 1800,
  text: 'FLIP: Your opponent takes 400 damage for each card in their hand.',
  effects: [
    {
      // FLIP: Inflict 400 damage to your opponent for each card in their hand
      kind: 'flip',
      label: "Inflict 400 damage for each card in your opponent's hand",
      declares: ['damage'],
      resolve: (ctx) => {
        const cards = ctx.hand('theirs').length;
        if (cards > 0) ctx.damage(ctx.opponent, 400 * cards);
      },
    },
  ],
} satisfies CardDefinition;

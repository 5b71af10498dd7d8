// Morphing Jar
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '33508719',
  name: 'Morphing Jar',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 2,
  atk: 700,
  def: 600,
  text: 'FLIP: Each player discards their whole hand, then draws 5 cards.',
  effects: [
    {
      // FLIP: Both players discard their entire hands, then draw 5 cards
      kind: 'flip',
      label: 'Both players discard their hands, then draw 5 cards',
      declares: ['discard', 'draw'],
      discards: 'both',
      resolve: (ctx) => {
        ctx.discard([...ctx.hand('mine'), ...ctx.hand('theirs')]);
        ctx.draw(ctx.player, 5);
        ctx.draw(ctx.opponent, 5);
      },
    },
  ],
} satisfies CardDefinition;

// Card Destruction
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '72892473',
  name: 'Card Destruction',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Each player discards their whole hand, then draws as many cards as they discarded.',
  effects: [
    {
      // Each player discards their entire hand, then draws the same number of cards they discarded
      kind: 'activation',
      label: 'Both players discard their hands and draw that many',
      declares: ['discard', 'draw'],
      discards: 'both',
      // Some hand to discard (else it would do nothing). A player whose Deck cannot cover the draw loses.
      condition: (ctx) => ctx.hand('mine').filter((c) => c !== ctx.card).length + ctx.hand('theirs').length > 0,
      resolve: (ctx) => {
        const mine = ctx.hand('mine');
        const theirs = ctx.hand('theirs');
        ctx.discard([...mine, ...theirs]);
        ctx.draw(ctx.player, mine.length);
        ctx.draw(ctx.opponent, theirs.length);
      },
    },
  ],
} satisfies CardDefinition;

// Drop Off
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** The card your opponent drew for their normal draw this turn, while it is still in their hand. */
const justDrawn = (ctx: EffectContext): string[] => ctx.thisTurn('drewNormally', ctx.opponent).filter((c) => ctx.hand('theirs').includes(c));

export default {
  passcode: '55773067',
  name: 'Drop Off',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When your opponent draws for their normal draw in their Draw Phase: your opponent discards the card they just drew.',
  effects: [
    {
      // When your opponent draws for their normal draw in their Draw Phase: they discard 1 card they just drew
      kind: 'activation',
      label: 'Your opponent discards the card they just drew',
      declares: ['discard'],
      discards: 'theirs',
      condition: (ctx) => ctx.phase() === 'draw' && ctx.duel.turnPlayer === ctx.opponent && justDrawn(ctx).length > 0,
      resolve: (ctx) => {
        const drawn = justDrawn(ctx);
        if (drawn.length > 0) ctx.discard(drawn.slice(0, 1));
      },
    },
  ],
} satisfies CardDefinition;

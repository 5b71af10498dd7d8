// Chain Disappearance
import type { CardDefinition } from '../../engine/card';
import { summonedByAnyone } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The monsters just Summoned (by either player) that stand face-up with 1000 or less ATK. */
const weakSummons = (ctx: EffectContext): string[] => summonedByAnyone(ctx).filter((c) => ctx.isFaceUp(c) && ctx.atk(c) <= 1000);

export default {
  passcode: '57139487',
  name: 'Chain Disappearance',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When a monster with 1000 or less ATK is Summoned: banish it; then your opponent banishes every card with its name from their hand and Deck.',
  effects: [
    {
      // When a monster(s) with 1000 or less ATK is Summoned: banish it, then your opponent banishes all cards with that name from their hand and Deck
      kind: 'activation',
      label: 'Banish the Summoned monster and its copies in your opponent\'s hand and Deck',
      declares: ['banish'],
      condition: (ctx) => weakSummons(ctx).length > 0,
      resolve: (ctx) => {
        const summoned = weakSummons(ctx);
        if (summoned.length === 0) return;
        // Tokens are not banished anywhere (they cease to exist) and have no copies.
        const names = new Set(summoned.filter((c) => ctx.definition(c).frame !== 'token').map((c) => ctx.definition(c).name));
        ctx.banish(summoned);
        if (names.size === 0) return;
        ctx.banish([...ctx.hand('theirs'), ...ctx.deck('theirs')].filter((c) => names.has(ctx.definition(c).name)));
        ctx.shuffleDeck(ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;

// Token Thanksgiving
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const tokens = (ctx: EffectContext): string[] => ctx.monsters('all').filter((c) => ctx.definition(c).frame === 'token');

export default {
  passcode: '57182235',
  name: 'Token Thanksgiving',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Destroy every Token on the field; you gain 800 LP for each Token destroyed.',
  effects: [
    {
      // Destroy all Tokens on the field; gain 800 LP for each Token destroyed
      kind: 'activation',
      label: 'Destroy all Tokens; gain 800 LP for each',
      declares: ['destroy', 'recover'],
      condition: (ctx) => tokens(ctx).length > 0,
      resolve: (ctx) => {
        const destroyed = ctx.destroy(tokens(ctx));
        if (destroyed.length > 0) ctx.gainLp(ctx.player, 800 * destroyed.length);
      },
    },
  ],
} satisfies CardDefinition;

// Malice Dispersion
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const continuousTraps = (ctx: EffectContext): string[] =>
  ctx.spellTraps('all').filter((c) => ctx.isFaceUp(c) && ctx.definition(c).frame === 'trap' && ctx.definition(c).subtype?.includes('continuous') === true);

export default {
  passcode: '13626450',
  name: 'Malice Dispersion',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Discard 1 card: destroy every face-up Continuous Trap Card on the field.',
  effects: [
    {
      // Discard 1 card; destroy all face-up Continuous Traps on the field
      kind: 'activation',
      label: 'Discard 1 card: destroy all face-up Continuous Trap Cards',
      declares: ['discard', 'destroy'],
      condition: (ctx) => continuousTraps(ctx).length > 0,
      cost: discardOneCost('Malice Dispersion'),
      resolve: (ctx) => {
        ctx.destroy(continuousTraps(ctx));
      },
    },
  ],
} satisfies CardDefinition;

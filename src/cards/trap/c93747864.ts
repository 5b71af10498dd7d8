// Desert Sunlight
import type { CardDefinition } from '../../engine/card';
import { inDefensePosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** Your monsters not yet in face-up Defense Position. */
const toChange = (ctx: EffectContext): string[] => ctx.monsters('mine').filter((c) => !ctx.isFaceUp(c) || !inDefensePosition(ctx, c));

export default {
  passcode: '93747864',
  name: 'Desert Sunlight',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Change every monster you control to face-up Defense Position (face-down monsters are flipped face-up, so their Flip effects activate).',
  effects: [
    {
      // Change all monsters you control to face-up Defense Position
      kind: 'activation',
      label: 'Change all monsters you control to face-up Defense Position',
      declares: ['position'],
      condition: (ctx) => toChange(ctx).length > 0,
      resolve: (ctx) => {
        for (const c of toChange(ctx)) ctx.setPosition(c, 'defense', true);
      },
    },
  ],
} satisfies CardDefinition;

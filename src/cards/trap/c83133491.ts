// Zero Gravity
import type { CardDefinition } from '../../engine/card';
import { inAttackPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const faceUpMonsters = (ctx: EffectContext): string[] => ctx.monsters('all').filter((c) => ctx.isFaceUp(c));

export default {
  passcode: '83133491',
  name: 'Zero Gravity',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Change the battle position of every face-up monster on the field (Attack to Defense, Defense to Attack); face-down monsters are not changed.',
  effects: [
    {
      // Change the battle positions of all face-up monsters on the field
      kind: 'activation',
      label: 'Change the battle positions of all face-up monsters',
      declares: ['position'],
      condition: (ctx) => faceUpMonsters(ctx).length > 0,
      resolve: (ctx) => {
        for (const c of faceUpMonsters(ctx)) ctx.setPosition(c, inAttackPosition(ctx, c) ? 'defense' : 'attack', true);
      },
    },
  ],
} satisfies CardDefinition;

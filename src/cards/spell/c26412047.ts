// Hammer Shot
import type { CardDefinition } from '../../engine/card';
import { destroyHighest, highestOf, inAttackPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** Face-up Attack Position monsters on either side of the field. */
const candidates = (ctx: EffectContext): string[] => ctx.monsters('all').filter((c) => ctx.isFaceUp(c) && inAttackPosition(ctx, c));

export default {
  passcode: '26412047',
  name: 'Hammer Shot',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Destroy the face-up Attack Position monster with the highest ATK on the field, on either side (you pick one among equals). This does not target.',
  effects: [
    {
      // Destroy 1 face-up Attack Position monster with the highest ATK (if it is a tie, you get to choose)
      kind: 'activation',
      label: 'Destroy the face-up Attack Position monster with the highest ATK',
      declares: ['destroy'],
      condition: (ctx) => candidates(ctx).length > 0,
      affects: { destroy: (ctx) => highestOf(ctx, candidates(ctx), 'atk') },
      resolve: (ctx) => {
        destroyHighest(ctx, candidates(ctx), 'atk');
      },
    },
  ],
} satisfies CardDefinition;

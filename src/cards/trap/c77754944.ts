// Widespread Ruin
import type { CardDefinition } from '../../engine/card';
import { attackingMonster, destroyHighest, highestOf, inAttackPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const theirAttackers = (ctx: EffectContext): string[] => ctx.monsters('theirs').filter((c) => inAttackPosition(ctx, c));

export default {
  passcode: '77754944',
  name: 'Widespread Ruin',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When your opponent declares an attack: destroy the Attack Position monster they control with the highest ATK (you choose among ties).',
  effects: [
    {
      // When your opponent declares an attack: destroy the Attack Position monster your opponent controls with the highest ATK (if tied, you choose)
      kind: 'activation',
      label: "Destroy your opponent's Attack Position monster with the highest ATK",
      declares: ['destroy'],
      condition: (ctx) => attackingMonster(ctx) !== null && theirAttackers(ctx).length > 0,
      affects: { destroy: (ctx) => highestOf(ctx, theirAttackers(ctx), 'atk') },
      resolve: (ctx) => {
        destroyHighest(ctx, theirAttackers(ctx), 'atk');
      },
    },
  ],
} satisfies CardDefinition;

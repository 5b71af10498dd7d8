// Ancient Rules
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const fits = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => ctx.isNormalMonster(c) && (ctx.definition(c).level ?? 0) >= 5);

export default {
  passcode: '10667321',
  name: 'Ancient Rules',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Special Summon from your hand 1 Normal Monster of Level 5 or more.',
  effects: [
    {
      // Special Summon 1 Level 5 or higher Normal Monster from your hand
      kind: 'activation',
      label: 'Special Summon a Level 5 or higher Normal Monster from your hand',
      declares: ['specialSummon'],
      condition: (ctx) => fits(ctx).length > 0 && freeMonsterZones(ctx) > 0,
      resolve: (ctx) => {
        const options = fits(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a Level 5 or higher Normal Monster to Special Summon', options);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
      },
    },
  ],
} satisfies CardDefinition;

// Silver's Cry
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A Dragon Normal Monster in your Graveyard that may be Special Summoned. */
const fits = (ctx: EffectContext, c: string): boolean =>
  ctx.graveyard('mine').includes(c) && ctx.isNormalMonster(c) && ctx.definition(c).monsterType === 'Dragon';

export default {
  passcode: '87025064',
  name: "Silver's Cry",
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Target 1 Dragon Normal Monster in your Graveyard; Special Summon it. Once per turn: only 1 "Silver\'s Cry" may be activated per turn.',
  effects: [
    {
      // Target 1 Dragon-Type Normal Monster in your Graveyard; Special Summon that target (1 activation per turn)
      kind: 'activation',
      label: 'Special Summon a Dragon Normal Monster from your Graveyard',
      declares: ['specialSummon'],
      oncePerTurn: 'name',
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [{ prompt: 'Choose a Dragon Normal Monster in your Graveyard', from: 'graveyard', filter: fits }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && fits(ctx, target)) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;

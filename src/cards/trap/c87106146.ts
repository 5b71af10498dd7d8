// Damage Gate
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import { chooseSummonPosition } from '../../engine/effects/library';

/** The battle damage you just took (the window after damage calculation that answers it), or 0. */
const damageTaken = (ctx: EffectContext): number => {
  const e = ctx.responseTo.find((x) => x.type === 'battleDamage' && x.player === ctx.player);
  return e?.type === 'battleDamage' ? e.amount : 0;
};

export default {
  passcode: '87106146',
  name: 'Damage Gate',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When you take battle damage: target 1 monster in your Graveyard whose ATK is no more than that damage; Special Summon it.',
  effects: [
    {
      // When you take battle damage: Target 1 monster in your Graveyard with ATK less than or equal to the damage; Special Summon it.
      kind: 'activation',
      label: 'Special Summon a monster from your Graveyard with ATK up to the battle damage',
      declares: ['specialSummon'],
      respondsTo: 'battleDamage',
      condition: (ctx) => damageTaken(ctx) > 0 && ctx.freeMonsterZones().length > 0,
      targets: [{
        prompt: 'Choose a monster in your Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) && (ctx.definition(c).atk ?? 0) <= damageTaken(ctx) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;

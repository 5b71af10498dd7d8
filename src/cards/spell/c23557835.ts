// Dimension Fusion
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { Player } from '../../engine/constants';

/** `p`'s banished monsters that a card effect may Special Summon. */
const summonable = (ctx: EffectContext, p: Player): string[] =>
  ctx.duel.players[p].banished.filter((c) => ctx.isFaceUp(c) && isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c));
const freeZones = (ctx: EffectContext, p: Player): number => ctx.freeMonsterZones(p).length;
const canSummon = (ctx: EffectContext, p: Player): boolean => freeZones(ctx, p) > 0 && summonable(ctx, p).length > 0;

export default {
  passcode: '23557835',
  name: 'Dimension Fusion',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Pay 2000 Life Points: each player, you first, Special Summons as many of their own banished monsters as they have free Monster Zones for (they choose which, and each one\'s position). Needs at least one such monster for either player.',
  effects: [
    {
      // Pay 2000 LP; both players Special Summon as many of their banished monsters as possible
      kind: 'activation',
      label: 'Pay 2000 LP: both players Special Summon their banished monsters',
      declares: ['specialSummon'],
      condition: (ctx) => canSummon(ctx, ctx.player) || canSummon(ctx, ctx.opponent),
      cost: payLpCost(2000),
      resolve: (ctx) => {
        for (const p of [ctx.player, ctx.opponent]) {
          const count = Math.min(freeZones(ctx, p), summonable(ctx, p).length);
          for (let i = 0; i < count; i++) {
            const left = summonable(ctx, p);
            const monster = left.length === 1 ? left[0]! : ctx.chooseCard(p, `Choose a banished monster to Special Summon (${i + 1} of ${count})`, left);
            const position = ctx.chooseOption(p, `Special Summon ${ctx.definition(monster).name} in which position?`, ['attack', 'defense'] as const);
            ctx.specialSummon(monster, p, position);
          }
        }
      },
    },
  ],
} satisfies CardDefinition;

// Return from the Different Dimension
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, payHalfLpCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** Your banished monsters a card effect may Special Summon. */
const returnable = (ctx: EffectContext): string[] =>
  ctx.duel.players[ctx.player].banished.filter((c) => ctx.isFaceUp(c) && isMonster(ctx.definition(c)) && ctx.maySpecialSummonByEffect(c));

export default {
  passcode: '27174286',
  name: 'Return from the Different Dimension',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Pay half your LP: Special Summon as many of your banished monsters as you can. When the End Phase begins, the monsters Special Summoned by this effect are banished.',
  effects: [
    {
      // Pay half your Life Points; Special Summon as many of your banished monsters as possible. During the End Phase, banish all monsters that were Special Summoned by this effect.
      kind: 'activation',
      label: 'Pay half your LP: Special Summon your banished monsters (banished again in the End Phase)',
      declares: ['specialSummon', 'banish'],
      condition: (ctx) => freeMonsterZones(ctx) > 0 && returnable(ctx).length > 0,
      cost: payHalfLpCost,
      resolve: (ctx) => {
        let left = returnable(ctx);
        // As many as possible: every one if the zones allow, else the player picks which fill them.
        while (left.length > 0 && freeMonsterZones(ctx) > 0) {
          const card = left.length <= freeMonsterZones(ctx) ? left[0]! : ctx.chooseCard(ctx.player, 'Choose a banished monster to Special Summon', left);
          left = left.filter((c) => c !== card);
          if (!ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card))) continue;
          ctx.applyRule('banishedInEndPhase', { player: ctx.player, card }, 'thisTurn');
        }
      },
    },
  ],
} satisfies CardDefinition;

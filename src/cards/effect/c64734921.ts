// The Agent of Creation - Venus
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, hasLp } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Mystical Shine Balls in your hand and Deck. */
const shineBalls = (ctx: EffectContext): string[] => [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === 'Mystical Shine Ball');

export default {
  passcode: '64734921',
  name: 'The Agent of Creation - Venus',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 3,
  atk: 1600,
  def: 0,
  text: 'In your Main Phase, as often as you like: pay 500 Life Points; Special Summon 1 Mystical Shine Ball from your hand or Deck.',
  effects: [
    {
      // Pay 500 LP; Special Summon 1 "Mystical Shine Ball" from your hand or Deck
      kind: 'ignition',
      label: 'Pay 500 LP: Special Summon 1 Mystical Shine Ball from your hand or Deck',
      declares: ['specialSummon'],
      condition: (ctx) => freeMonsterZones(ctx) > 0 && shineBalls(ctx).length > 0,
      cost: { can: (ctx) => hasLp(ctx, 500), pay: (ctx) => ctx.payLp(500) },
      resolve: (ctx) => {
        const options = shineBalls(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const ball = ctx.chooseCard(ctx.player, 'Choose a Mystical Shine Ball to Special Summon', options);
        const wasInDeck = ctx.deck('mine').includes(ball);
        ctx.specialSummon(ball, ctx.player, chooseSummonPosition(ctx, ball));
        if (wasInDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;

// Royal Oppression
import type { CardDefinition } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import { PENDULUM_SCALE } from '../../engine/state';

/** The last Chain Link, if its effect Special Summons (a monster or a Token). */
const specialSummoningLink = (ctx: EffectContext) => {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || last.effect === PENDULUM_SCALE || last.effectNegated || last.negated) return null;
  const declares = ctx.definition(last.card).effects?.[last.effect]?.declares ?? [];
  return declares.includes('specialSummon') || declares.includes('token') ? last : null;
};

export default {
  passcode: '93016201',
  name: 'Royal Oppression',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'Continuous Trap. While this card is face-up, either player can pay 800 LP: when a monster would be Special Summoned, negate the Summon and destroy that monster; or when an effect that Special Summons is activated, negate that effect and destroy that card.',
  effects: [
    {
      // Activating the Continuous Trap itself: it stays face-up; its effects are used separately.
      kind: 'activation',
      label: 'Place Royal Oppression face-up',
      declares: [],
    },
    {
      // Either player can pay 800 LP to negate the Special Summon of a monster(s), and destroy it.
      kind: 'quick',
      label: 'Pay 800 LP: negate the Special Summon and destroy that monster',
      declares: ['negateSummon', 'destroy'],
      eitherPlayer: true,
      condition: (ctx) => ctx.summoning !== null && ctx.summoning.how === 'special' && ctx.chain.length === 0,
      cost: payLpCost(800),
      resolve: (ctx) => {
        if (ctx.summoning) ctx.negateSummon(ctx.summoning.card);
      },
    },
    {
      // Either player can pay 800 LP to negate an effect that Special Summons a monster(s), and destroy that card.
      kind: 'quick',
      label: 'Pay 800 LP: negate an effect that Special Summons and destroy that card',
      declares: ['negate', 'destroy'],
      eitherPlayer: true,
      condition: (ctx) => specialSummoningLink(ctx) !== null,
      cost: payLpCost(800),
      resolve: (ctx) => {
        const link = specialSummoningLink(ctx) ?? ctx.chain[ctx.chain.length - 1];
        if (!link) return;
        ctx.negateEffect(link);
        ctx.destroy([link.card]);
      },
    },
  ],
} satisfies CardDefinition;

// Solemn Strike
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import { PENDULUM_SCALE } from '../../engine/state';

/** The last Chain Link, if it is the activation of a monster's effect. */
const monsterEffect = (ctx: EffectContext) => {
  const last = ctx.chain[ctx.chain.length - 1];
  return last && !last.cardActivation && last.effect !== PENDULUM_SCALE && isMonster(ctx.definition(last.card)) ? last : null;
};

export default {
  passcode: '40605147',
  name: 'Solemn Strike',
  frame: 'trap',
  subtype: ['counter'],
  text: 'Counter Trap. As a cost, pay 1500 Life Points. When a monster would be Special Summoned (not by a card\'s effect resolving): negate the Summon and destroy that monster. Or when a monster\'s effect is activated: negate the activation and destroy that monster.',
  effects: [
    {
      // When a monster(s) would be Special Summoned: Pay 1500 LP; negate the Summon, and if you do, destroy that card
      kind: 'activation',
      label: 'Pay 1500 LP: negate the Special Summon and destroy that monster',
      declares: ['negateSummon', 'destroy'],
      condition: (ctx) => ctx.summoning !== null && ctx.summoning.how === 'special' && ctx.chain.length === 0,
      cost: payLpCost(1500),
      resolve: (ctx) => {
        if (ctx.summoning) ctx.negateSummon(ctx.summoning.card);
      },
    },
    {
      // When a monster effect is activated: Pay 1500 LP; negate the activation, and if you do, destroy that card
      kind: 'activation',
      label: "Pay 1500 LP: negate the activation of a monster's effect and destroy that monster",
      declares: ['negate', 'destroy'],
      condition: (ctx) => monsterEffect(ctx) !== null,
      cost: payLpCost(1500),
      resolve: (ctx) => {
        const last = monsterEffect(ctx);
        if (!last) return;
        ctx.negateActivation(last);
        ctx.destroy([last.card]);
      },
    },
  ],
} satisfies CardDefinition;

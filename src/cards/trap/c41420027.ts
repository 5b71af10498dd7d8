// Solemn Judgment
import type { CardDefinition } from '../../engine/card';
import { negateCardActivation, payHalfLpCost } from '../../engine/effects/library';


export default {
  passcode: '41420027',
  name: 'Solemn Judgment',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When a monster would be Summoned, or a Spell or Trap Card is activated: pay half your LP; negate that Summon or activation, and if you do, destroy that card.',
  effects: [
    {
      // When a monster would be Summoned: Pay half your LP; negate the Summon, and if you do, destroy it.
      kind: 'activation',
      label: 'Negate the Summon and destroy that monster',
      declares: ['negateSummon', 'destroy'],
      condition: (ctx) => ctx.summoning !== null && ctx.chain.length === 0,
      cost: payHalfLpCost,
      resolve: (ctx) => {
        if (ctx.summoning) ctx.negateSummon(ctx.summoning.card);
      },
    },
    // When a Spell/Trap Card is activated: Pay half your LP; negate the activation, and if you do, destroy it.
    negateCardActivation(['spell', 'trap'], payHalfLpCost),
  ],
} satisfies CardDefinition;

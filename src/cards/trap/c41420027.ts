// Solemn Judgment
import type { CardDefinition } from '../../engine/card';
import { negateCardActivation, payHalfLpCost } from '../../engine/effects/library';


export default {
  passcode: '41420027',
  name: 'Solemn Judgment',
  frame: 'trap',
  subtype: ['counter'],
  text: 'A verdict beyond appeal: give up half your Life Points to stop a monster from being Summoned, or a Spell or Trap from taking effect, and destroy it.',
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

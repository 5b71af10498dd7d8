// Ultimate Offering
import type { CardDefinition } from '../../engine/card';
import { isMyTurn, payLpCost } from '../../engine/effects/library';
import { isDuring, type During } from '../../engine/effects/types';

/** "During your Main Phase or your opponent's Battle Phase". */
const DURING: readonly During[] = [{ phase: 'main1', turn: 'yours' }, { phase: 'main2', turn: 'yours' }, { phase: 'battle', turn: 'opponents' }];

export default {
  passcode: '80604091',
  name: 'Ultimate Offering',
  frame: 'trap',
  subtype: ['continuous'],
  text: "Continuous Trap. During your Main Phase or your opponent's Battle Phase (Quick Effect): you can pay 500 LP to Normal Summon or Set 1 monster, in addition to your Normal Summon or Set.",
  effects: [
    {
      // Activating the Continuous Trap itself: it stays face-up; its effect is used separately.
      kind: 'activation',
      label: 'Place Ultimate Offering face-up',
      declares: [],
    },
    {
      // During your Main Phase or your opponent's Battle Phase: You can pay 500 LP; immediately
      // after this effect resolves, Normal Summon/Set 1 monster (an extra one). The effect of a
      // face-up Continuous Trap is Spell Speed 2: it may be chained in response (to an attack, or to
      // itself). Its Summon can be negated (Solemn Judgment) only when it resolves as Chain Link 1.
      kind: 'quick',
      label: 'Pay 500 LP: Normal Summon or Set 1 more monster',
      declares: ['summon'],
      during: DURING,
      condition: (ctx) => {
        const phase = ctx.phase();
        return phase !== 'over' && isDuring(DURING, phase, isMyTurn(ctx)) && ctx.canNormalSummonNow(ctx.player);
      },
      cost: payLpCost(500),
      resolve: (ctx) => {
        ctx.normalSummonNow(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;

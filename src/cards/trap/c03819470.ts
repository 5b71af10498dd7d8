// Seven Tools of the Bandit
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '03819470',
  name: 'Seven Tools of the Bandit',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When a Trap Card is activated: pay 1000 Life Points to cancel that activation and destroy the Trap.',
  effects: [
    {
      // When a Trap Card is activated: pay 1000 LP; negate the activation, and if you do, destroy it
      kind: 'activation',
      label: 'Negate the activation of a Trap Card and destroy it',
      declares: ['negate', 'destroy'],
      condition: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        return !!last && last.cardActivation && ctx.definition(last.card).frame === 'trap';
      },
      cost: { can: (ctx) => ctx.duel.players[ctx.player].lp >= 1000, pay: (ctx) => ctx.payLp(1000) },
      resolve: (ctx) => {
        const trap = ctx.chain[ctx.chain.length - 1];
        if (!trap) return;
        ctx.negateActivation(trap);
        ctx.destroy([trap.card]);
      },
    },
  ],
} satisfies CardDefinition;

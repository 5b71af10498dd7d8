// Trap Jammer
import type { CardDefinition } from '../../engine/card';
import { lastLinkCard } from '../../engine/effects/library';

export default {
  passcode: '19252988',
  name: 'Trap Jammer',
  frame: 'trap',
  subtype: ['counter'],
  text: 'Counter Trap. During the Battle Phase, when your opponent activates a Trap Card: negate that activation, and if you do, destroy that card.',
  effects: [
    {
      // When your opponent activates a Trap Card during the Battle Phase: Negate the activation, and if you do, destroy it
      kind: 'activation',
      label: "Negate the activation of your opponent's Trap Card and destroy it",
      declares: ['negate', 'destroy'],
      condition: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        return ctx.phase() === 'battle' && !!last && last.cardActivation && last.player === ctx.opponent && ctx.definition(last.card).frame === 'trap';
      },
      affects: { destroy: lastLinkCard },
      resolve: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        if (!last) return;
        ctx.negateActivation(last);
        ctx.destroy([last.card]);
      },
    },
  ],
} satisfies CardDefinition;

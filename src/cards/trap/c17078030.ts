// Wall of Revealing Light
import type { CardDefinition } from '../../engine/card';
import { hasLp } from '../../engine/effects/library';

/** The amounts its player may pay: every multiple of 1000 up to their LP (paying them all is allowed). */
const amounts = (lp: number): string[] => Array.from({ length: Math.floor(lp / 1000) }, (_, i) => String((i + 1) * 1000));

export default {
  passcode: '17078030',
  name: 'Wall of Revealing Light',
  frame: 'trap',
  subtype: ['continuous'],
  text: "As a cost to activate this card, pay LP in a multiple of 1000 of your choice. While it stays face-up, your opponent's monsters whose ATK is less than or equal to the LP paid cannot attack.",
  effects: [
    {
      kind: 'activation',
      label: "Lock the opponent's monsters with ATK up to the LP paid",
      declares: ['restrict'],
      // The amount is chosen and paid as the card is activated; kept as declared with the Chain Link.
      cost: {
        can: (ctx) => hasLp(ctx, 1000),
        pay: (ctx) => {
          const paid = ctx.chooseOption(ctx.player, 'Pay how many LP', amounts(ctx.duel.players[ctx.player].lp));
          ctx.payLp(Number(paid));
          return paid;
        },
      },
      // The amount stays with the card while it is face-up on the field.
      resolve: (ctx) => {
        if (ctx.declared !== null) ctx.keepDeclared(ctx.declared);
      },
      rules: [
        {
          code: 'cannotAttack',
          applies: (ctx, monster) => {
            const paid = ctx.keptDeclared();
            return paid !== null && ctx.controllerOf(monster) === ctx.opponent && ctx.atk(monster) <= Number(paid);
          },
        },
      ],
    },
  ],
} satisfies CardDefinition;

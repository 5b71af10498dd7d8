// Draining Shield
import type { CardDefinition } from '../../engine/card';
import { attackingMonster } from '../../engine/effects/library';

export default {
  passcode: '43250041',
  name: 'Draining Shield',
  frame: 'trap',
  subtype: ['normal'],
  text: "When an opponent's monster declares an attack: target the attacking monster; negate the attack, and if you do, gain Life Points equal to that monster's ATK.",
  effects: [
    {
      // When an opponent's monster declares an attack: Target the attacking monster; negate that attack, and if you do, gain Life Points equal to that target's ATK
      kind: 'activation',
      label: "Negate the attack and gain LP equal to the attacker's ATK",
      declares: ['negate', 'recover'],
      condition: (ctx) => attackingMonster(ctx) !== null,
      targets: [{ prompt: 'Choose the attacking monster', from: 'monsters', filter: (ctx, c) => c === attackingMonster(ctx), named: true }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || target !== attackingMonster(ctx)) return;
        const atk = ctx.atk(target);
        ctx.negateAttack();
        if (atk > 0) ctx.gainLp(ctx.player, atk);
      },
    },
  ],
} satisfies CardDefinition;

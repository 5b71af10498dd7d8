// Negate Attack
import type { CardDefinition } from '../../engine/card';
import { attackingMonster } from '../../engine/effects/library';

export default {
  passcode: '14315573',
  name: 'Negate Attack',
  frame: 'trap',
  subtype: ['counter'],
  text: "When an opponent's monster declares an attack: target the attacker; negate the attack, then end the Battle Phase.",
  effects: [
    {
      // When an opponent's monster declares an attack: target the attacking monster; negate the attack, then end the Battle Phase
      kind: 'activation',
      label: 'Negate the attack and end the Battle Phase',
      declares: ['negate'],
      condition: (ctx) => attackingMonster(ctx) !== null,
      targets: [{ prompt: 'Choose the attacking monster', from: 'monsters', filter: (ctx, c) => c === attackingMonster(ctx), named: true }],
      resolve: (ctx) => {
        ctx.negateAttack();
        ctx.endBattlePhase();
      },
    },
  ],
} satisfies CardDefinition;

// Dimensional Prison
import type { CardDefinition } from '../../engine/card';
import { attackingMonster } from '../../engine/effects/library';

export default {
  passcode: '70342110',
  name: 'Dimensional Prison',
  frame: 'trap',
  subtype: ['normal'],
  text: "When an opponent's monster declares an attack: target the attacker; banish it.",
  effects: [
    {
      // When an opponent's monster declares an attack: target the attacking monster; banish it
      kind: 'activation',
      label: 'Banish the attacking monster',
      declares: ['banish'],
      condition: (ctx) => attackingMonster(ctx) !== null,
      targets: [{ prompt: 'Choose the attacking monster', from: 'monsters', filter: (ctx, c) => c === attackingMonster(ctx), named: true }],
      resolve: (ctx) => ctx.banish(ctx.targets),
    },
  ],
} satisfies CardDefinition;

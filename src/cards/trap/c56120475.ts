// Sakuretsu Armor
import type { CardDefinition } from '../../engine/card';
import { attackingMonster } from '../../engine/effects/library';

export default {
  passcode: '56120475',
  name: 'Sakuretsu Armor',
  frame: 'trap',
  subtype: ['normal'],
  text: "When an opponent's monster declares an attack: target the attacker; destroy it.",
  effects: [
    {
      // When an opponent's monster declares an attack: target the attacking monster; destroy it
      kind: 'activation',
      label: 'Destroy the attacking monster',
      declares: ['destroy'],
      condition: (ctx) => attackingMonster(ctx) !== null,
      targets: [{ prompt: 'Choose the attacking monster', from: 'monsters', filter: (ctx, c) => c === attackingMonster(ctx), named: true }],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    },
  ],
} satisfies CardDefinition;

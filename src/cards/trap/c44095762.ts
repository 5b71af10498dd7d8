// Mirror Force
import type { CardDefinition } from '../../engine/card';
import { attackingMonster, inAttackPosition } from '../../engine/effects/library';

export default {
  passcode: '44095762',
  name: 'Mirror Force',
  frame: 'trap',
  subtype: ['normal'],
  text: "When an opponent's monster declares an attack: destroy every Attack Position monster your opponent controls.",
  effects: [
    {
      // When an opponent's monster declares an attack: destroy all Attack Position monsters your opponent controls
      kind: 'activation',
      label: "Destroy all your opponent's Attack Position monsters",
      declares: ['destroy'],
      condition: (ctx) => attackingMonster(ctx) !== null,
      affects: { destroy: (ctx) => ctx.monsters('theirs').filter((c) => inAttackPosition(ctx, c)) },
      resolve: (ctx) => ctx.destroy(ctx.monsters('theirs').filter((c) => inAttackPosition(ctx, c))),
    },
  ],
} satisfies CardDefinition;

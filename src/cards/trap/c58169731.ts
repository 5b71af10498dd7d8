// Wall of Disruption
import type { CardDefinition } from '../../engine/card';
import { attackingMonster, inAttackPosition } from '../../engine/effects/library';

export default {
  passcode: '58169731',
  name: 'Wall of Disruption',
  frame: 'trap',
  subtype: ['normal'],
  text: "When an opponent's monster declares an attack: every Attack Position monster your opponent controls loses 800 ATK for each monster they control (counted as it resolves; the loss lasts while each stays face-up on the field).",
  effects: [
    {
      // When an opponent's monster declares an attack: All Attack Position monsters your opponent controls lose 800 ATK for each monster they control
      kind: 'activation',
      label: "Your opponent's Attack Position monsters lose 800 ATK for each monster they control",
      declares: ['modifyStats'],
      condition: (ctx) => attackingMonster(ctx) !== null,
      resolve: (ctx) => {
        const loss = 800 * ctx.monsters('theirs').length;
        for (const c of ctx.monsters('theirs')) if (ctx.isFaceUp(c) && inAttackPosition(ctx, c)) ctx.changeStats(c, { atk: -loss });
      },
    },
  ],
} satisfies CardDefinition;

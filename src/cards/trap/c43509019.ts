// Toon Defense
import type { CardDefinition } from '../../engine/card';
import { isToon } from '../../engine/effects/toons';

export default {
  passcode: '43509019',
  name: 'Toon Defense',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'Continuous Trap. When an opponent\'s monster attacks a face-up Level 4 or lower Toon monster you control: you can have that monster attack your LP directly instead.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Toon Defense face-up',
    },
    {
      // When your opponent's monster attacks a face-up Level 4 or lower Toon Monster on your side of the field, you can make the attack a direct attack to your Life Points.
      kind: 'trigger',
      optional: true,
      label: 'Make the attack a direct attack',
      when: (ctx, e) => {
        if (e.type !== 'attackDeclared' || e.target === 'direct' || !ctx.monsters('mine').includes(e.target)) return false;
        return ctx.isFaceUp(e.target) && isToon(ctx, e.target) && ctx.level(e.target) <= 4;
      },
      resolve: (ctx) => {
        if (ctx.attack && ctx.attack.target !== 'direct') ctx.makeAttackDirect();
      },
    },
  ],
} satisfies CardDefinition;

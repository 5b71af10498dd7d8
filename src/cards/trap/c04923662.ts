// Chaos Burst
import type { CardDefinition } from '../../engine/card';
import { attackingMonster, tributeOneCost } from '../../engine/effects/library';

export default {
  passcode: '04923662',
  name: 'Chaos Burst',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When an opponent\'s monster declares an attack: as a cost, Tribute 1 monster you control, and target the attacking monster; destroy it, then (if it was destroyed) your opponent takes 1000 damage.',
  effects: [
    {
      // When your opponent's monster declares an attack: Tribute 1 monster, then target the attacking monster; destroy that target, then inflict 1000 damage to your opponent
      kind: 'activation',
      label: 'Tribute 1 monster: destroy the attacking monster, then 1000 damage to your opponent',
      declares: ['destroy', 'damage'],
      condition: (ctx) => attackingMonster(ctx) !== null,
      cost: tributeOneCost('Chaos Burst'),
      targets: [{ prompt: 'Choose the attacking monster', from: 'monsters', filter: (ctx, c) => c === attackingMonster(ctx), named: true }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.destroy([target]).length > 0) ctx.damage(ctx.opponent, 1000);
      },
    },
  ],
} satisfies CardDefinition;

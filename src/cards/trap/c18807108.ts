// Spellbinding Circle
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '18807108',
  name: 'Spellbinding Circle',
  frame: 'trap',
  subtype: ['continuous'],
  text: "Target 1 monster on the field: while this card stays face-up, that monster cannot attack and its controller cannot change its battle position. If that monster is destroyed, this card is destroyed with it.",
  effects: [
    {
      // Select 1 monster.
      kind: 'activation',
      label: 'Bind 1 monster: it cannot attack or change its battle position',
      declares: ['restrict'],
      targets: [{ prompt: 'Choose a monster to bind', from: 'monsters' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target) ctx.linkTo(target);
      },
    },
    {
      // It cannot attack or change its battle position. When that monster is destroyed, destroy this card.
      kind: 'continuous',
      label: 'The bound monster cannot attack or change its battle position; destroyed with it',
      rules: [
        { code: 'cannotAttack', applies: (ctx, monster) => monster === ctx.linkedTo },
        { code: 'cannotChangePosition', applies: (ctx, monster) => monster === ctx.linkedTo },
        { code: 'destroyedWithLinked' },
      ],
    },
  ],
} satisfies CardDefinition;

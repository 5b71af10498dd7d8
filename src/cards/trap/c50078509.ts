// Fiendish Chain
import type { CardDefinition } from '../../engine/card';
import { isEffectMonster } from '../../engine/effects/library';

export default {
  passcode: '50078509',
  name: 'Fiendish Chain',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'Target 1 Effect Monster on the field: while this card stays face-up, that monster\'s effects are negated and it cannot attack. If that monster is destroyed, this card is destroyed with it.',
  effects: [
    {
      // Activate this card by targeting 1 Effect Monster on the field.
      kind: 'activation',
      label: 'Chain 1 Effect Monster: its effects are negated and it cannot attack',
      declares: ['negate', 'restrict'],
      targets: [{ prompt: 'Choose an Effect Monster on the field', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) && isEffectMonster(ctx.definition(c)) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.isFaceUp(target)) ctx.linkTo(target);
      },
    },
    {
      // Its effects are negated, also it cannot attack. When it is destroyed, destroy this card.
      kind: 'continuous',
      label: 'The chained monster\'s effects are negated and it cannot attack; destroyed with it',
      rules: [
        { code: 'negatesEffects', applies: (ctx, card) => card === ctx.linkedTo },
        { code: 'cannotAttack', applies: (ctx, monster) => monster === ctx.linkedTo },
        { code: 'destroyedWithLinked' },
      ],
    },
  ],
} satisfies CardDefinition;

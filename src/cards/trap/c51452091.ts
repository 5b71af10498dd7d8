// Royal Decree
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '51452091',
  name: 'Royal Decree',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card stays face-up, the effects of every other Trap Card on the field are negated.',
  effects: [
    {
      // Negate all other Trap Card effects on the field.
      kind: 'activation',
      label: 'Negate the effects of all other Trap Cards on the field',
      declares: ['negate', 'negatesTraps'],
      rules: [{ code: 'negatesEffects', applies: (ctx, card) => card !== ctx.card && ctx.definition(card).frame === 'trap' }],
    },
  ],
} satisfies CardDefinition;

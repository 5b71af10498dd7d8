// Jinzo
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '77585513',
  name: 'Jinzo',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 6,
  atk: 2400,
  def: 1500,
  text: "While this card is face-up on the field, Trap Cards cannot be activated, and the effects of every Trap Card on the field are negated.",
  effects: [
    {
      // Trap Cards, and their effects on the field, cannot be activated. Negate all Trap Card effects on the field.
      kind: 'continuous',
      label: 'Traps cannot be activated; Trap effects on the field are negated',
      declares: ['negate', 'negatesTraps'],
      rules: [
        { code: 'barsActivation', applies: (ctx, _player, card) => ctx.definition(card).frame === 'trap' },
        { code: 'negatesEffects', applies: (ctx, card) => ctx.definition(card).frame === 'trap' },
      ],
    },
  ],
} satisfies CardDefinition;

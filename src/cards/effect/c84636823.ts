// Spell Canceller
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '84636823',
  name: 'Spell Canceller',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Machine',
  level: 5,
  atk: 1800,
  def: 1600,
  text: 'While this card is face-up on the field, Spell Cards cannot be activated, and the effects of every Spell Card on the field are negated.',
  effects: [
    {
      // As long as this card remains face-up on the field, Spell Cards cannot be activated. The effects of all Spell Cards are also negated.
      kind: 'continuous',
      label: 'Spells cannot be activated; Spell effects on the field are negated',
      declares: ['negate', 'restrict'],
      rules: [
        { code: 'barsActivation', applies: (ctx, _player, card) => ctx.definition(card).frame === 'spell' },
        { code: 'negatesEffects', applies: (ctx, card) => ctx.definition(card).frame === 'spell' },
      ],
    },
  ],
} satisfies CardDefinition;

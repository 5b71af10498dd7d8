// Spirit Message "A"
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '94772232',
  name: 'Spirit Message "A"',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Only the effect of "Destiny Board" puts this card on the field: it cannot be activated or Set.',
  effects: [
    {
      // This card can only be placed on the field by the effect of "Destiny Board." (no activation of its own: official/c94772232.lua
      // has no EFFECT_TYPE_ACTIVATE, and EFFECT_CANNOT_SSET)
      kind: 'condition',
      label: 'Cannot be Set: only Destiny Board places it',
      rules: [{ code: 'cannotBeSet' }],
    },
  ],
} satisfies CardDefinition;

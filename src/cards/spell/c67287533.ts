// Spirit Message "N"
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '67287533',
  name: 'Spirit Message "N"',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Only the effect of "Destiny Board" puts this card on the field: it cannot be activated or Set.',
  effects: [
    {
      // This card can only be placed on the field by the effect of "Destiny Board." (no activation of its own: official/c67287533.lua
      // has no EFFECT_TYPE_ACTIVATE, and EFFECT_CANNOT_SSET)
      kind: 'condition',
      label: 'Cannot be Set: only Destiny Board places it',
      rules: [{ code: 'cannotBeSet' }],
    },
  ],
} satisfies CardDefinition;

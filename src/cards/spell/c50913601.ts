// Mountain
import type { CardDefinition } from '../../engine/card';
import { fieldSpell } from '../../engine/effects/library';

export default {
  passcode: '50913601',
  name: 'Mountain',
  frame: 'spell',
  subtype: ['field'],
  text: 'Field Spell: Dragon, Winged Beast and Thunder monsters on the field gain 200 ATK and DEF.',
  effects: [
    // All Dragon, Winged Beast and Thunder monsters on the field gain 200 ATK/DEF
    fieldSpell([{ types: ['Dragon', 'Winged Beast', 'Thunder'], atk: 200, def: 200 }]),
  ],
} satisfies CardDefinition;

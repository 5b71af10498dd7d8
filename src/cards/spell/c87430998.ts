// Forest
import type { CardDefinition } from '../../engine/card';
import { fieldSpell } from '../../engine/effects/library';

export default {
  passcode: '87430998',
  name: 'Forest',
  frame: 'spell',
  subtype: ['field'],
  text: 'Field Spell: Insect, Beast, Plant and Beast-Warrior monsters on the field gain 200 ATK and DEF.',
  effects: [
    // All Insect, Beast, Plant and Beast-Warrior monsters on the field gain 200 ATK/DEF
    fieldSpell([{ types: ['Insect', 'Beast', 'Plant', 'Beast-Warrior'], atk: 200, def: 200 }]),
  ],
} satisfies CardDefinition;

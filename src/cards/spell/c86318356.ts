// Sogen
import type { CardDefinition } from '../../engine/card';
import { fieldSpell } from '../../engine/effects/library';

export default {
  passcode: '86318356',
  name: 'Sogen',
  frame: 'spell',
  subtype: ['field'],
  text: 'Field Spell: Warrior and Beast-Warrior monsters on the field gain 200 ATK and DEF.',
  effects: [
    // All Warrior and Beast-Warrior monsters on the field gain 200 ATK/DEF
    fieldSpell([{ types: ['Warrior', 'Beast-Warrior'], atk: 200, def: 200 }]),
  ],
} satisfies CardDefinition;

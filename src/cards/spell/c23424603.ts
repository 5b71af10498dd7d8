// Wasteland
import type { CardDefinition } from '../../engine/card';
import { fieldSpell } from '../../engine/effects/library';

export default {
  passcode: '23424603',
  name: 'Wasteland',
  frame: 'spell',
  subtype: ['field'],
  text: 'Field Spell: Dinosaur, Zombie and Rock monsters on the field gain 200 ATK and DEF.',
  effects: [
    // All Dinosaur, Zombie and Rock monsters on the field gain 200 ATK/DEF
    fieldSpell([{ types: ['Dinosaur', 'Zombie', 'Rock'], atk: 200, def: 200 }]),
  ],
} satisfies CardDefinition;

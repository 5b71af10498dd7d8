// Yami
import type { CardDefinition } from '../../engine/card';
import { fieldSpell } from '../../engine/effects/library';

export default {
  passcode: '59197169',
  name: 'Yami',
  frame: 'spell',
  subtype: ['field'],
  text: 'Field Spell: Fiend and Spellcaster monsters on the field gain 200 ATK and DEF; Fairy monsters lose 200 ATK and DEF.',
  effects: [
    // All Fiend and Spellcaster monsters on the field gain 200 ATK/DEF; all Fairy monsters lose 200 ATK/DEF
    fieldSpell([{ types: ['Fiend', 'Spellcaster'], atk: 200, def: 200 }, { types: ['Fairy'], atk: -200, def: -200 }]),
  ],
} satisfies CardDefinition;

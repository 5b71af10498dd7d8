// Umi
import type { CardDefinition } from '../../engine/card';
import { fieldSpell } from '../../engine/effects/library';

export default {
  passcode: '22702055',
  name: 'Umi',
  frame: 'spell',
  subtype: ['field'],
  text: 'Field Spell: Fish, Sea Serpent, Thunder and Aqua monsters on the field gain 200 ATK and DEF; Machine and Pyro monsters lose 200 ATK and DEF.',
  effects: [
    // All Fish, Sea Serpent, Thunder and Aqua monsters on the field gain 200 ATK/DEF; all Machine and Pyro monsters lose 200 ATK/DEF
    fieldSpell([{ types: ['Fish', 'Sea Serpent', 'Thunder', 'Aqua'], atk: 200, def: 200 }, { types: ['Machine', 'Pyro'], atk: -200, def: -200 }]),
  ],
} satisfies CardDefinition;

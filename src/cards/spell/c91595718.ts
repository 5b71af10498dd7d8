// Book of Secret Arts
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '91595718',
  name: 'Book of Secret Arts',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Forbidden lore for a Spellcaster: the equipped Spellcaster gains 300 ATK and 300 DEF.',
  effects: [
    // Equip only to a Spellcaster monster. It gains 300 ATK/DEF
    equipSpell('a Spellcaster monster', (m) => m.monsterType === 'Spellcaster', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

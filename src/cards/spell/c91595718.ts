// Book of Secret Arts
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '91595718',
  name: 'Book of Secret Arts',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Spellcaster monster: target 1 face-up Spellcaster monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Spellcaster monster. It gains 300 ATK/DEF
    equipSpell('a Spellcaster monster', (m) => m.monsterType === 'Spellcaster', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

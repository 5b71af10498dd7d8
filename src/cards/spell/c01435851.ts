// Dragon Treasure
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '01435851',
  name: 'Dragon Treasure',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Dragon monster: target 1 face-up Dragon monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Dragon monster. It gains 300 ATK/DEF
    equipSpell('a Dragon monster', (m) => m.monsterType === 'Dragon', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

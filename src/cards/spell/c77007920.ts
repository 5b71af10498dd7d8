// Laser Cannon Armor
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '77007920',
  name: 'Laser Cannon Armor',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to an Insect monster: target 1 face-up Insect monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to an Insect monster. It gains 300 ATK/DEF
    equipSpell('an Insect monster', (m) => m.monsterType === 'Insect', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

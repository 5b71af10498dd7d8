// Electro-Whip
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '37820550',
  name: 'Electro-Whip',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Thunder monster: target 1 face-up Thunder monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Thunder monster. It gains 300 ATK/DEF
    equipSpell('a Thunder monster', (m) => m.monsterType === 'Thunder', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

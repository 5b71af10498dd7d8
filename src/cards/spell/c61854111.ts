// Legendary Sword
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '61854111',
  name: 'Legendary Sword',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Warrior monster: target 1 face-up Warrior monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Warrior monster. It gains 300 ATK/DEF
    equipSpell('a Warrior monster', (m) => m.monsterType === 'Warrior', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

// Mystical Moon
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '36607978',
  name: 'Mystical Moon',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Beast-Warrior monster: target 1 face-up Beast-Warrior monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Beast-Warrior monster. It gains 300 ATK/DEF
    equipSpell('a Beast-Warrior monster', (m) => m.monsterType === 'Beast-Warrior', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

// Violet Crystal
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '15052462',
  name: 'Violet Crystal',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Zombie monster: target 1 face-up Zombie monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Zombie monster. It gains 300 ATK/DEF
    equipSpell('a Zombie monster', (m) => m.monsterType === 'Zombie', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

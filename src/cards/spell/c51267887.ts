// Raise Body Heat
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '51267887',
  name: 'Raise Body Heat',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Dinosaur monster: target 1 face-up Dinosaur monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Dinosaur monster. It gains 300 ATK/DEF
    equipSpell('a Dinosaur monster', (m) => m.monsterType === 'Dinosaur', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

// Vile Germs
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '39774685',
  name: 'Vile Germs',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Plant monster: target 1 face-up Plant monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Plant monster. It gains 300 ATK/DEF
    equipSpell('a Plant monster', (m) => m.monsterType === 'Plant', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

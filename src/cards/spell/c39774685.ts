// Vile Germs
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '39774685',
  name: 'Vile Germs',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Germs that thicken a Plant: equip only to a Plant monster; it gains 300 ATK and 300 DEF.',
  effects: [
    // Equip only to a Plant monster. It gains 300 ATK/DEF
    equipSpell('a Plant monster', (m) => m.monsterType === 'Plant', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

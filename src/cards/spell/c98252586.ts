// Follow Wind
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '98252586',
  name: 'Follow Wind',
  frame: 'spell',
  subtype: ['equip'],
  text: 'A tailwind under a Winged Beast: equip only to a Winged Beast monster; it gains 300 ATK and 300 DEF.',
  effects: [
    // Equip only to a Winged Beast monster. It gains 300 ATK/DEF
    equipSpell('a Winged Beast monster', (m) => m.monsterType === 'Winged Beast', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

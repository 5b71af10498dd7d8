// Follow Wind
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '98252586',
  name: 'Follow Wind',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Winged Beast monster: target 1 face-up Winged Beast monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Winged Beast monster. It gains 300 ATK/DEF
    equipSpell('a Winged Beast monster', (m) => m.monsterType === 'Winged Beast', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

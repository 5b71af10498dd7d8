// Machine Conversion Factory
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '25769732',
  name: 'Machine Conversion Factory',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Machine monster: target 1 face-up Machine monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Machine monster. It gains 300 ATK/DEF
    equipSpell('a Machine monster', (m) => m.monsterType === 'Machine', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

// Electro-Whip
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '37820550',
  name: 'Electro-Whip',
  frame: 'spell',
  subtype: ['equip'],
  text: 'A crackling whip for a Thunder monster: equip only to a Thunder monster; it gains 300 ATK and 300 DEF.',
  effects: [
    // Equip only to a Thunder monster. It gains 300 ATK/DEF
    equipSpell('a Thunder monster', (m) => m.monsterType === 'Thunder', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

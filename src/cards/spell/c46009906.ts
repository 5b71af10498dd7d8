// Beast Fangs
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '46009906',
  name: 'Beast Fangs',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Sharpened fangs for a Beast: equip only to a Beast monster; it gains 300 ATK and 300 DEF.',
  effects: [
    // Equip only to a Beast monster. It gains 300 ATK/DEF
    equipSpell('a Beast monster', (m) => m.monsterType === 'Beast', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

// Beast Fangs
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '46009906',
  name: 'Beast Fangs',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Beast monster: target 1 face-up Beast monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Beast monster. It gains 300 ATK/DEF
    equipSpell('a Beast monster', (m) => m.monsterType === 'Beast', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

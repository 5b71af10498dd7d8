// Power of Kaishin
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '77027445',
  name: 'Power of Kaishin',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to an Aqua monster: target 1 face-up Aqua monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to an Aqua monster. It gains 300 ATK/DEF
    equipSpell('an Aqua monster', (m) => m.monsterType === 'Aqua', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

// Silver Bow and Arrow
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '01557499',
  name: 'Silver Bow and Arrow',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Fairy monster: target 1 face-up Fairy monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Fairy monster. It gains 300 ATK/DEF
    equipSpell('a Fairy monster', (m) => m.monsterType === 'Fairy', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

// Dark Energy
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '04614116',
  name: 'Dark Energy',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a Fiend monster: target 1 face-up Fiend monster and equip this card to it; it gains 300 ATK and DEF.',
  effects: [
    // Equip only to a Fiend monster. It gains 300 ATK/DEF
    equipSpell('a Fiend monster', (m) => m.monsterType === 'Fiend', { atk: 300, def: 300 }),
  ],
} satisfies CardDefinition;

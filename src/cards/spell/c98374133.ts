// Invigoration
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '98374133',
  name: 'Invigoration',
  frame: 'spell',
  subtype: ['equip'],
  text: 'The strength of the earth for an EARTH monster: it gains 400 ATK but loses 200 DEF.',
  effects: [
    // Equip only to an EARTH monster. It gains 400 ATK and loses 200 DEF
    equipSpell('an EARTH monster', (m) => m.attribute === 'EARTH', { atk: 400, def: -200 }),
  ],
} satisfies CardDefinition;

// Shine Palace
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '82878489',
  name: 'Shine Palace',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip Spell: target 1 LIGHT monster and equip it with this card; it gains 700 ATK.',
  effects: [
    // Equip only to a LIGHT monster. It gains 700 ATK
    equipSpell('a LIGHT monster', (_m, ctx, c) => ctx.hasAttribute(c, 'LIGHT'), { atk: 700 }),
  ],
} satisfies CardDefinition;

// Invigoration
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '98374133',
  name: 'Invigoration',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to an EARTH monster: target 1 face-up EARTH monster and equip this card to it; it gains 400 ATK and loses 200 DEF.',
  effects: [
    // Equip only to an EARTH monster. It gains 400 ATK and loses 200 DEF
    equipSpell('an EARTH monster', (_m, ctx, c) => ctx.hasAttribute(c, 'EARTH'), { atk: 400, def: -200 }),
  ],
} satisfies CardDefinition;

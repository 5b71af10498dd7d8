// Sword of Dark Destruction
import type { CardDefinition } from '../../engine/card';
import { equipSpell } from '../../engine/effects/library';

export default {
  passcode: '37120512',
  name: 'Sword of Dark Destruction',
  frame: 'spell',
  subtype: ['equip'],
  text: 'Equip only to a DARK monster: target 1 face-up DARK monster and equip this card to it; it gains 400 ATK and loses 200 DEF.',
  effects: [
    // Equip only to a DARK monster. It gains 400 ATK and loses 200 DEF
    equipSpell('a DARK monster', (_m, ctx, c) => ctx.hasAttribute(c, 'DARK'), { atk: 400, def: -200 }),
  ],
} satisfies CardDefinition;

// Z-Metal Tank
import type { CardDefinition } from '../../engine/card';
import { unionMonster } from '../../engine/effects/library';

export default {
  passcode: '64500000',
  name: 'Z-Metal Tank',
  frame: 'effect',
  subtype: ['union'],
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 4,
  atk: 1500,
  def: 1300,
  text: 'Once per turn, you can either: target 1 "X-Head Cannon" or "Y-Dragon Head" you control and equip this card to it, or unequip this card and Special Summon it in Attack Position. While equipped this way, the monster gains 600 ATK and DEF; if it would be destroyed by battle, destroy this card instead.',
  // Union: equip to your "X-Head Cannon" or "Y-Dragon Head" or unequip, once per turn; equipped monster +600 ATK/DEF; destroyed instead of it by battle
  effects: unionMonster(['X-Head Cannon', 'Y-Dragon Head'], { atk: 600, def: 600 }),
} satisfies CardDefinition;

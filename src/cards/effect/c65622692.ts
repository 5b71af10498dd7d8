// Y-Dragon Head
import type { CardDefinition } from '../../engine/card';
import { unionMonster } from '../../engine/effects/library';

export default {
  passcode: '65622692',
  name: 'Y-Dragon Head',
  frame: 'effect',
  subtype: ['union'],
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 4,
  atk: 1500,
  def: 1600,
  text: 'Once per turn, you can either: target 1 "X-Head Cannon" you control and equip this card to it, or unequip this card and Special Summon it in Attack Position. While equipped this way, the monster gains 400 ATK and DEF; if it would be destroyed by battle, destroy this card instead.',
  // Union: equip to your "X-Head Cannon" or unequip, once per turn; equipped monster +400 ATK/DEF; destroyed instead of it by battle
  effects: unionMonster(['X-Head Cannon'], { atk: 400, def: 400 }),
} satisfies CardDefinition;

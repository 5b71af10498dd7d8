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
  text: 'A yellow armoured tread unit that locks under X-Head Cannon or Y-Dragon Head (+600 ATK/DEF) or rolls free again, once per turn. Locked on, it takes the fall in battle for its host.',
  // Union: equip to your "X-Head Cannon" or "Y-Dragon Head" or unequip, once per turn; equipped monster +600 ATK/DEF; destroyed instead of it by battle
  effects: unionMonster(['X-Head Cannon', 'Y-Dragon Head'], { atk: 600, def: 600 }),
} satisfies CardDefinition;

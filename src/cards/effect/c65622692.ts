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
  text: 'A red mechanical dragon that docks onto X-Head Cannon as its armour (+400 ATK/DEF) or flies off again, once per turn. Docked, it takes the fall in battle for its host.',
  // Union: equip to your "X-Head Cannon" or unequip, once per turn; equipped monster +400 ATK/DEF; destroyed instead of it by battle
  effects: unionMonster(['X-Head Cannon'], { atk: 400, def: 400 }),
} satisfies CardDefinition;

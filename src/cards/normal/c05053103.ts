// Battle Ox
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '05053103',
  name: 'Battle Ox',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1700,
  def: 1000,
  text: 'An axe-swinging minotaur who charges headlong into every fight, horns first.',
} satisfies CardDefinition;

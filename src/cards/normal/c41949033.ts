// Dark Assailant
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '41949033',
  name: 'Dark Assailant',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 4,
  atk: 1200,
  def: 1200,
  text: 'A silent killer from beyond the grave who never misses an appointed target.',
} satisfies CardDefinition;

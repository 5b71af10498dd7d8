// Celtic Guardian
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '91152256',
  name: 'Celtic Guardian',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1400,
  def: 1200,
  text: 'An elven swordsman sworn to guard the forest paths with a flashing blade.',
} satisfies CardDefinition;

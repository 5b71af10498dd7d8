// Destroyer Golem
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '73481154',
  name: 'Destroyer Golem',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 1500,
  def: 1000,
  text: 'A lumbering stone golem that flattens walls and warriors with a single swing.',
} satisfies CardDefinition;

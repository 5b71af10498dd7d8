// Judge Man
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '30113682',
  name: 'Judge Man',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 6,
  atk: 2200,
  def: 1500,
  text: 'A stern warrior who delivers verdicts with twin clubs instead of words.',
} satisfies CardDefinition;

// Giant Soldier of Stone
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '13039848',
  name: 'Giant Soldier of Stone',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 3,
  atk: 1300,
  def: 2000,
  text: 'A towering sentinel carved from rock, content to hold the line forever.',
} satisfies CardDefinition;

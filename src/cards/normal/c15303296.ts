// Ryu-Kishin
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '15303296',
  name: 'Ryu-Kishin',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 3,
  atk: 1000,
  def: 500,
  text: 'A crouching gargoyle that wakes at dusk to stalk the rooftops.',
} satisfies CardDefinition;

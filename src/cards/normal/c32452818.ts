// Beaver Warrior
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '32452818',
  name: 'Beaver Warrior',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1200,
  def: 1500,
  text: 'A buck-toothed fighter with a round shield, fiercely defending its riverbank dam.',
} satisfies CardDefinition;

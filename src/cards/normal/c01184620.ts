// Kojikocy
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '01184620',
  name: 'Kojikocy',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1500,
  def: 1200,
  text: 'A wandering swordsman with a scarred face and a blade that never rests.',
} satisfies CardDefinition;

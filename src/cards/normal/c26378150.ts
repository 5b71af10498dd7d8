// Rude Kaiser
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '26378150',
  name: 'Rude Kaiser',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 5,
  atk: 1800,
  def: 1600,
  text: 'An armoured beast-warrior who settles every argument with twin axe-blades.',
} satisfies CardDefinition;

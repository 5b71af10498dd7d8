// Ogre of the Black Shadow
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '45121025',
  name: 'Ogre of the Black Shadow',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1200,
  def: 1400,
  text: 'A brutish ogre who lurks in the dark and crushes anything that wanders near.',
} satisfies CardDefinition;

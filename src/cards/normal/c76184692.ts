// Hitotsu-Me Giant
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '76184692',
  name: 'Hitotsu-Me Giant',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast-Warrior',
  level: 4,
  atk: 1200,
  def: 1000,
  text: 'A one-eyed brute whose single glare comes just before a crushing swing.',
} satisfies CardDefinition;

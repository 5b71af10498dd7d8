// D. Human
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '81057959',
  name: 'D. Human',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1300,
  def: 1100,
  text: 'A dragon-blooded warrior wielding a sword bathed in serpent fire.',
} satisfies CardDefinition;

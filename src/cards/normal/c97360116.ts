// Unknown Warrior of Fiend
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '97360116',
  name: 'Unknown Warrior of Fiend',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 3,
  atk: 1000,
  def: 500,
  text: 'A hooded swordsman from the fiend realm who never reveals his name or face.',
} satisfies CardDefinition;

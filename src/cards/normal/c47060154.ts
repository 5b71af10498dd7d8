// Mystic Clown
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '47060154',
  name: 'Mystic Clown',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1500,
  def: 1000,
  text: 'A grinning jester with a manic laugh, juggling pain instead of pins.',
} satisfies CardDefinition;

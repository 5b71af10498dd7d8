// Red-Eyes Black Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '74677422',
  name: 'Red-Eyes Black Dragon',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 7,
  atk: 2400,
  def: 2000,
  text: 'Its crimson eyes smoulder with fury, and its black wings blot out the sun.',
} satisfies CardDefinition;

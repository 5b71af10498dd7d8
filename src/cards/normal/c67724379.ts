// Koumori Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '67724379',
  name: 'Koumori Dragon',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 4,
  atk: 1500,
  def: 1200,
  text: 'A bat-winged dragon that swoops out of caves with a piercing screech.',
} satisfies CardDefinition;

// Pale Beast
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '21263083',
  name: 'Pale Beast',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 1500,
  def: 1200,
  text: 'A gaunt, ghost-white creature that stalks the wilds with an eerie calm.',
} satisfies CardDefinition;

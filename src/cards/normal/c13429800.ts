// Great White
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '13429800',
  name: 'Great White',
  frame: 'normal',
  attribute: 'WATER',
  monsterType: 'Fish',
  level: 4,
  atk: 1600,
  def: 800,
  text: 'A shark that prowls the deep, drawn to the faintest ripple of prey.',
} satisfies CardDefinition;

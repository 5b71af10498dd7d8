// Baby Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '88819587',
  name: 'Baby Dragon',
  frame: 'normal',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 3,
  atk: 1200,
  def: 700,
  text: 'A playful hatchling that may one day grow into something far more fearsome.',
} satisfies CardDefinition;

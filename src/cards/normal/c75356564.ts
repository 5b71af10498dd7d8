// Petit Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '75356564',
  name: 'Petit Dragon',
  frame: 'normal',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 2,
  atk: 600,
  def: 700,
  text: 'Small enough to perch on a shoulder, yet it still tries to breathe fire.',
} satisfies CardDefinition;

// Gem-Knight Pearl
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '71594310',
  name: 'Gem-Knight Pearl',
  frame: 'xyz',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 2600,
  def: 1900,
  text: '2 Level 4 monsters. A knight of polished nacre, layered from two warriors of equal rank.',
  // 2 Level 4 monsters
  materials: { kind: 'xyz', level: 4, count: 2 },
} satisfies CardDefinition;

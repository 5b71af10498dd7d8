// Master of Oz
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '27134689',
  name: 'Master of Oz',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 9,
  atk: 4200,
  def: 3700,
  text: 'Fusion of Big Koala and Des Kangaroo. No effect.',
  // "Big Koala" + "Des Kangaroo"
  materials: { kind: 'fusion', names: ['Big Koala', 'Des Kangaroo'] },
} satisfies CardDefinition;

// Skull Red Bird
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '10202894',
  name: 'Skull Red Bird',
  frame: 'normal',
  attribute: 'WIND',
  monsterType: 'Winged Beast',
  level: 4,
  atk: 1550,
  def: 1200,
  text: 'A crimson raptor that dives from the clouds with blades along its wings.',
} satisfies CardDefinition;

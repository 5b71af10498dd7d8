// Mystic Horseman
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '68516705',
  name: 'Mystic Horseman',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 1300,
  def: 1550,
  text: 'A rider and steed fused as one, galloping across the plains at dawn.',
} satisfies CardDefinition;

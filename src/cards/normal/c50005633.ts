// Swordstalker
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '50005633',
  name: 'Swordstalker',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 6,
  atk: 2000,
  def: 1600,
  text: 'A blade-wielding revenant stitched together from the fury of beaten warriors.',
} satisfies CardDefinition;

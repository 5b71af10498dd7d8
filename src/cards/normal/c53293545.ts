// Firegrass
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '53293545',
  name: 'Firegrass',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Plant',
  level: 2,
  atk: 700,
  def: 600,
  text: 'A smouldering shrub whose leaves crackle with embers even after the rain.',
} satisfies CardDefinition;

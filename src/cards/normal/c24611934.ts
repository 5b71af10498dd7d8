// Ryu-Kishin Powered
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '24611934',
  name: 'Ryu-Kishin Powered',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1600,
  def: 1200,
  text: 'A gargoyle swollen with dark energy, far deadlier than the statues it resembles.',
} satisfies CardDefinition;

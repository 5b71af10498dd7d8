// Silver Fang
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '90357090',
  name: 'Silver Fang',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 3,
  atk: 1200,
  def: 800,
  text: 'A pale wolf that hunts by moonlight, leading its pack in perfect silence.',
} satisfies CardDefinition;

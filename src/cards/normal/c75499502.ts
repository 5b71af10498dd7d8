// Master & Expert
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '75499502',
  name: 'Master & Expert',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 4,
  atk: 1200,
  def: 1000,
  text: 'A beast tamer and his loyal hound, fighting side by side as one.',
} satisfies CardDefinition;

// Flash Knight
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '17390179',
  name: 'Flash Knight',
  frame: 'pendulum',
  subtype: ['normal'],
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 4,
  scale: 7,
  atk: 1800,
  def: 600,
  text: 'A knight who swings between the scales, gone in a blink of light and back again.',
} satisfies CardDefinition;

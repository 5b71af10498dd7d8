// X-Head Cannon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '62651957',
  name: 'X-Head Cannon',
  frame: 'normal',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 4,
  atk: 1800,
  def: 1500,
  text: 'A twin-barrelled war machine built to lead a larger mechanical assembly.',
} satisfies CardDefinition;

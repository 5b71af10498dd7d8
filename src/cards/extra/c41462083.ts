// Thousand Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '41462083',
  name: 'Thousand Dragon',
  frame: 'fusion',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 7,
  atk: 2400,
  def: 2000,
  text: '"Time Wizard" + "Baby Dragon". A baby dragon aged a thousand years in an instant.',
  // "Time Wizard" + "Baby Dragon"
  materials: { kind: 'fusion', names: ['Time Wizard', 'Baby Dragon'] },
} satisfies CardDefinition;

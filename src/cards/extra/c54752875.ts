// Twin-Headed Thunder Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '54752875',
  name: 'Twin-Headed Thunder Dragon',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Thunder',
  level: 7,
  atk: 2800,
  def: 2100,
  text: '"Thunder Dragon" + "Thunder Dragon". Two storm dragons fused at the neck; each head crackles with its own bolt.',
  // "Thunder Dragon" + "Thunder Dragon"
  materials: { kind: 'fusion', names: ['Thunder Dragon', 'Thunder Dragon'] },
} satisfies CardDefinition;

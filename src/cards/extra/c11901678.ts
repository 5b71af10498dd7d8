// Black Skull Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '11901678',
  name: 'Black Skull Dragon',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 9,
  atk: 3200,
  def: 2500,
  text: '"Summoned Skull" + "Red-Eyes Black Dragon". A fiend and a black dragon fused into one storm of bone and flame.',
  // "Summoned Skull" + "Red-Eyes Black Dragon"
  materials: { kind: 'fusion', names: ['Summoned Skull', 'Red-Eyes Black Dragon'] },
} satisfies CardDefinition;

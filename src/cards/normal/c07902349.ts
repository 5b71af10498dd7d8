// Left Arm of the Forbidden One
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '07902349',
  name: 'Left Arm of the Forbidden One',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 200,
  def: 300,
  text: 'A left arm bound by ancient runes, straining toward the rest of its body.',
} satisfies CardDefinition;

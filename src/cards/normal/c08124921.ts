// Right Leg of the Forbidden One
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '08124921',
  name: 'Right Leg of the Forbidden One',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 200,
  def: 300,
  text: 'A right leg cut from an imprisoned giant, aching to stand once more.',
} satisfies CardDefinition;

// Thousand-Eyes Idol
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '27125110',
  name: 'Thousand-Eyes Idol',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 0,
  def: 0,
  text: 'A small idol covered in staring eyes; whoever holds its gaze feels their worst thoughts laid bare.',
} satisfies CardDefinition;

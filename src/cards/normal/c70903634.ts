// Right Arm of the Forbidden One
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '70903634',
  name: 'Right Arm of the Forbidden One',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 200,
  def: 300,
  text: "Wrapped in chains, this right arm still twitches, waiting for its master's return.",
} satisfies CardDefinition;

// Summoned Skull
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '70781052',
  name: 'Summoned Skull',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 6,
  atk: 2500,
  def: 1200,
  text: 'A skeletal fiend called up from the abyss, crackling with black lightning.',
} satisfies CardDefinition;

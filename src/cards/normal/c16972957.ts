// Doma The Angel of Silence
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '16972957',
  name: 'Doma The Angel of Silence',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fairy',
  level: 5,
  atk: 1600,
  def: 1400,
  text: 'A hushed angel who ends lives without a sound, feathers falling like ash.',
} satisfies CardDefinition;

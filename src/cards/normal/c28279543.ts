// Curse of Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '28279543',
  name: 'Curse of Dragon',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 5,
  atk: 2000,
  def: 1500,
  text: 'A sinister serpent of the dark skies, spitting flames laced with malice.',
} satisfies CardDefinition;

// Dark Magician
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '46986414',
  name: 'Dark Magician',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 7,
  atk: 2500,
  def: 2100,
  text: 'The foremost sorcerer of shadow, master of every dark incantation ever spoken.',
} satisfies CardDefinition;

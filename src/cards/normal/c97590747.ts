// La Jinn the Mystical Genie of the Lamp
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '97590747',
  name: 'La Jinn the Mystical Genie of the Lamp',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1800,
  def: 1000,
  text: 'Rub the brass lamp and this towering spirit bursts out, ready to serve.',
} satisfies CardDefinition;

// Trial of Nightmare
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '77827521',
  name: 'Trial of Nightmare',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1300,
  def: 900,
  text: 'A grim judge of the underworld, weighing the sins of every soul that passes.',
} satisfies CardDefinition;

// Witty Phantom
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '36304921',
  name: 'Witty Phantom',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1400,
  def: 1300,
  text: 'A grinning phantom who taunts its foes with riddles before it strikes.',
} satisfies CardDefinition;

// Dark Titan of Terror
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '89494469',
  name: 'Dark Titan of Terror',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1300,
  def: 1100,
  text: 'A giant phantom of dread whose shadow chills every heart it falls upon.',
} satisfies CardDefinition;

// Baron of the Fiend Sword
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '86325596',
  name: 'Baron of the Fiend Sword',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1550,
  def: 800,
  text: 'A noble demon who duels only with his cursed, hungry greatsword.',
} satisfies CardDefinition;

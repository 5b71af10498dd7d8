// Hippo Token
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '18027139',
  name: 'Hippo Token',
  frame: 'token',
  attribute: 'EARTH',
  monsterType: 'Beast',
  level: 1,
  atk: 0,
  def: 0,
  text: 'Made by "Hippo Carnival": a Beast, EARTH, Level 1 Token with 0 ATK and 0 DEF.',
} satisfies CardDefinition;

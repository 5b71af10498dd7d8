// Claw Reacher
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '41218256',
  name: 'Claw Reacher',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 3,
  atk: 1000,
  def: 800,
  text: 'A lanky fiend whose hooked talons snatch prey from across the battlefield.',
} satisfies CardDefinition;

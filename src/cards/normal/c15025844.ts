// Mystical Elf
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '15025844',
  name: 'Mystical Elf',
  frame: 'normal',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 800,
  def: 2000,
  text: 'Her quiet prayers raise an unseen barrier that few attacks can break.',
} satisfies CardDefinition;

// Ancient Elf
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '93221206',
  name: 'Ancient Elf',
  frame: 'normal',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1450,
  def: 1200,
  text: 'A white-haired elder elf whose staff hums with spells older than any kingdom.',
} satisfies CardDefinition;

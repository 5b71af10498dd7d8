// Man-Eating Treasure Chest
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '13723605',
  name: 'Man-Eating Treasure Chest',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1600,
  def: 1000,
  text: 'Greedy hands reach for the gold, and the lid snaps shut with teeth.',
} satisfies CardDefinition;

// Roaring Ocean Snake
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '19066538',
  name: 'Roaring Ocean Snake',
  frame: 'fusion',
  attribute: 'WATER',
  monsterType: 'Aqua',
  level: 6,
  atk: 2100,
  def: 1800,
  text: '"Mystic Lamp" + "Hyosube". A lamp\'s genie swallows a river imp, and a great sea serpent rises, roaring, from the spray.',
  // "Mystic Lamp" + "Hyosube"
  materials: { kind: 'fusion', names: ['Mystic Lamp', 'Hyosube'] },
} satisfies CardDefinition;

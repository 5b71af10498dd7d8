// Giltia the D. Knight
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '51828629',
  name: 'Giltia the D. Knight',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Warrior',
  level: 5,
  atk: 1850,
  def: 1500,
  text: '"Guardian of the Labyrinth" + "Protector of the Throne". Two sworn guards become one knight of the palace.',
  // "Guardian of the Labyrinth" + "Protector of the Throne"
  materials: { kind: 'fusion', names: ['Guardian of the Labyrinth', 'Protector of the Throne'] },
} satisfies CardDefinition;

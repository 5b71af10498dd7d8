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
  text: 'Two sworn guards become one knight of the palace, lance in one hand and sorcery in the other.',
  // "Guardian of the Labyrinth" + "Protector of the Throne"
  materials: { kind: 'fusion', names: ['Guardian of the Labyrinth', 'Protector of the Throne'] },
} satisfies CardDefinition;

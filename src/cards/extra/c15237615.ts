// Empress Judge
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '15237615',
  name: 'Empress Judge',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 6,
  atk: 2100,
  def: 1700,
  text: "Fusion of Queen's Double and Hibikime. No effect.",
  // "Queen's Double" + "Hibikime"
  materials: { kind: 'fusion', names: ["Queen's Double", 'Hibikime'] },
} satisfies CardDefinition;

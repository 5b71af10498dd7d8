// Labyrinth Tank
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '99551425',
  name: 'Labyrinth Tank',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 7,
  atk: 2400,
  def: 2400,
  text: 'Fusion of Giga-Tech Wolf and Cannon Soldier. No effect.',
  // "Giga-Tech Wolf" + "Cannon Soldier"
  materials: { kind: 'fusion', names: ['Giga-Tech Wolf', 'Cannon Soldier'] },
} satisfies CardDefinition;

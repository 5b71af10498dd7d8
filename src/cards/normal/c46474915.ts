// Magical Ghost
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '46474915',
  name: 'Magical Ghost',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Zombie',
  level: 4,
  atk: 1300,
  def: 1400,
  text: 'A wisp of a spirit that drifts through walls, chanting half-forgotten hexes.',
} satisfies CardDefinition;

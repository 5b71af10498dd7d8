// Mecha Phantom Beast Token
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '31533705',
  name: 'Mecha Phantom Beast Token',
  frame: 'token',
  attribute: 'WIND',
  monsterType: 'Machine',
  level: 3,
  atk: 0,
  def: 0,
  text: 'Made by "Mecha Phantom Beast Dracossack": a Machine, WIND, Level 3 Token with 0 ATK and 0 DEF.',
} satisfies CardDefinition;

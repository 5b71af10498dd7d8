// Gyakutenno Megami
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '31122090',
  name: 'Gyakutenno Megami',
  frame: 'normal',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 6,
  atk: 1800,
  def: 2000,
  text: 'A serene goddess who smiles most brightly when her side is losing.',
} satisfies CardDefinition;

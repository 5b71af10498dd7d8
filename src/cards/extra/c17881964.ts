// Darkfire Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '17881964',
  name: 'Darkfire Dragon',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Dragon',
  level: 4,
  atk: 1500,
  def: 1250,
  text: '"Firegrass" + "Petit Dragon". A dragon born where smouldering grass met a hatchling\'s breath.',
  // "Firegrass" + "Petit Dragon"
  materials: { kind: 'fusion', names: ['Firegrass', 'Petit Dragon'] },
} satisfies CardDefinition;

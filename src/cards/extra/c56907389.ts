// Musician King
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '56907389',
  name: 'Musician King',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 5,
  atk: 1750,
  def: 1500,
  text: '"Witch of the Black Forest" + "Lady of Faith". A witch and a priestess strike one chord together, and a crowned bard takes the stage.',
  // "Witch of the Black Forest" + "Lady of Faith"
  materials: { kind: 'fusion', names: ['Witch of the Black Forest', 'Lady of Faith'] },
} satisfies CardDefinition;

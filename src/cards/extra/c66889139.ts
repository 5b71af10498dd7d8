// Gaia the Dragon Champion
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '66889139',
  name: 'Gaia the Dragon Champion',
  frame: 'fusion',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 7,
  atk: 2600,
  def: 2100,
  text: '"Gaia the Fierce Knight" + "Curse of Dragon". The knight now rides the dragon he once hunted.',
  // "Gaia the Fierce Knight" + "Curse of Dragon"
  materials: { kind: 'fusion', names: ['Gaia the Fierce Knight', 'Curse of Dragon'] },
} satisfies CardDefinition;

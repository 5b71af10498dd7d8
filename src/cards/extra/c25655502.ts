// Bickuribox
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '25655502',
  name: 'Bickuribox',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 7,
  atk: 2300,
  def: 2000,
  text: '"Crass Clown" + "Dream Clown". Two clowns cram into one painted crate; lift the lid and something with far too many teeth springs out.',
  // "Crass Clown" + "Dream Clown"
  materials: { kind: 'fusion', names: ['Crass Clown', 'Dream Clown'] },
} satisfies CardDefinition;

// Left Leg of the Forbidden One
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '44519536',
  name: 'Left Leg of the Forbidden One',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 200,
  def: 300,
  text: 'The left leg of a banished colossus, heavy with glyphs and patient as stone.',
} satisfies CardDefinition;

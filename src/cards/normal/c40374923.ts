// Mammoth Graveyard
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '40374923',
  name: 'Mammoth Graveyard',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Dinosaur',
  level: 3,
  atk: 1200,
  def: 800,
  text: 'A hulking mammoth risen from the bone fields, its tusks caked in ancient dust.',
} satisfies CardDefinition;

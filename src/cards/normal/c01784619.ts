// Uraby
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '01784619',
  name: 'Uraby',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Dinosaur',
  level: 4,
  atk: 1500,
  def: 800,
  text: 'A thick-hided dinosaur that charges anything wandering into its valley.',
} satisfies CardDefinition;

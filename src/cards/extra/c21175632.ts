// St. Joan
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '21175632',
  name: 'St. Joan',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 7,
  atk: 2800,
  def: 2000,
  text: '"The Forgiving Maiden" + "Marie the Fallen One". A fallen saint and a gentle maiden made whole: she rides to war with mercy in her eyes.',
  // "The Forgiving Maiden" + "Marie the Fallen One"
  materials: { kind: 'fusion', names: ['The Forgiving Maiden', 'Marie the Fallen One'] },
} satisfies CardDefinition;

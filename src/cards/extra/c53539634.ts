// Sanwitch
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '53539634',
  name: 'Sanwitch',
  frame: 'fusion',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 6,
  atk: 2100,
  def: 1800,
  text: '"Sangan" + "Witch of the Black Forest". The three-eyed fiend perches on the witch\'s shoulder, and together they brew spells no forest ever saw.',
  // "Sangan" + "Witch of the Black Forest"
  materials: { kind: 'fusion', names: ['Sangan', 'Witch of the Black Forest'] },
} satisfies CardDefinition;

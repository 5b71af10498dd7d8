// Sorcerer of the Doomed
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '49218300',
  name: 'Sorcerer of the Doomed',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1450,
  def: 1200,
  text: 'A cloaked mage who trades in curses and collects the souls of the fallen.',
} satisfies CardDefinition;

// Rogue Doll
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '91939608',
  name: 'Rogue Doll',
  frame: 'normal',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1600,
  def: 1000,
  text: 'A porcelain sorceress with glassy eyes whose smile hides a ruthless spell.',
} satisfies CardDefinition;

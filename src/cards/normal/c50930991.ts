// Neo the Magic Swordsman
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '50930991',
  name: 'Neo the Magic Swordsman',
  frame: 'normal',
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 4,
  atk: 1700,
  def: 1000,
  text: 'A duelist of blade and spell who strikes with steel and sorcery at once.',
} satisfies CardDefinition;

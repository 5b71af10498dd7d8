// Gaia the Fierce Knight
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '06368038',
  name: 'Gaia the Fierce Knight',
  frame: 'normal',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 7,
  atk: 2300,
  def: 2100,
  text: 'Twin lances lowered, this armoured knight thunders into battle on a tireless steed.',
} satisfies CardDefinition;

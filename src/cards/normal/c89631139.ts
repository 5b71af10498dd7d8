// Blue-Eyes White Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '89631139',
  name: 'Blue-Eyes White Dragon',
  frame: 'normal',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 8,
  atk: 3000,
  def: 2500,
  text: 'A dragon of blinding white light whose roar alone can shatter whole armies.',
} satisfies CardDefinition;

// Blue-Eyes Ultimate Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '23995346',
  name: 'Blue-Eyes Ultimate Dragon',
  frame: 'fusion',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 12,
  atk: 4500,
  def: 3800,
  text: '"Blue-Eyes White Dragon" + "Blue-Eyes White Dragon" + "Blue-Eyes White Dragon". Three heads, one roar.',
  // "Blue-Eyes White Dragon" + "Blue-Eyes White Dragon" + "Blue-Eyes White Dragon"
  materials: { kind: 'fusion', names: ['Blue-Eyes White Dragon', 'Blue-Eyes White Dragon', 'Blue-Eyes White Dragon'] },
} satisfies CardDefinition;

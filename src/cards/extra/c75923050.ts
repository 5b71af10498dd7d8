// Super Robolady
import type { CardDefinition } from '../../engine/card';
import { damageStepBoost, switchTo } from './superRobo';

export default {
  passcode: '75923050',
  name: 'Super Robolady',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 6,
  atk: 1200,
  def: 500,
  text: 'Fusion of "Robolady" + "Roboyarou". You can return this card from the field to the Extra Deck to Special Summon 1 "Super Roboyarou" from your Extra Deck (not during the turn this card was Special Summoned). In the Damage Step of its direct attack, this card gains 1000 ATK.',
  materials: { kind: 'fusion', names: ['Robolady', 'Roboyarou'] },
  listedNames: ['Super Roboyarou'],
  effects: [switchTo('Super Roboyarou'), damageStepBoost('direct')],
} satisfies CardDefinition;

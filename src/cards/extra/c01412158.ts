// Super Roboyarou
import type { CardDefinition } from '../../engine/card';
import { damageStepBoost, switchTo } from './superRobo';

export default {
  passcode: '01412158',
  name: 'Super Roboyarou',
  frame: 'fusion',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 6,
  atk: 1200,
  def: 500,
  text: 'Fusion of "Roboyarou" + "Robolady". You can return this card from the field to the Extra Deck to Special Summon 1 "Super Robolady" from your Extra Deck (not during the turn this card was Special Summoned). In the Damage Step, while this card battles a monster, it gains 1000 ATK.',
  materials: { kind: 'fusion', names: ['Roboyarou', 'Robolady'] },
  listedNames: ['Super Robolady'],
  effects: [switchTo('Super Robolady'), damageStepBoost('monster')],
} satisfies CardDefinition;

// Feral Imp
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '41392891',
  name: 'Feral Imp',
  frame: 'normal',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1300,
  def: 1400,
  text: 'A cackling little fiend that hurls crackling bolts from its horned staff.',
} satisfies CardDefinition;

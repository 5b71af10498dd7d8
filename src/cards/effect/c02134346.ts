// Asura Priest
import type { CardDefinition } from '../../engine/card';
import { spiritMonster } from '../../engine/effects/library';

export default {
  passcode: '02134346',
  name: 'Asura Priest',
  frame: 'effect',
  subtype: ['spirit'],
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 4,
  atk: 1700,
  def: 1200,
  text: "Spirit monster; this card cannot be Special Summoned. If this card was Normal Summoned or flipped face-up this turn, it returns to its owner's hand during the End Phase. This card may attack each monster your opponent controls, once each.",
  effects: [
    ...spiritMonster(),
    {
      // This card can attack all monsters your opponent controls once each.
      kind: 'continuous',
      label: 'Can attack each monster your opponent controls once',
      rules: [{ code: 'attacksEachMonster', applies: () => true }],
    },
  ],
} satisfies CardDefinition;

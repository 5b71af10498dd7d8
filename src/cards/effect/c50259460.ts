// Versago the Destroyer
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '50259460',
  name: 'Versago the Destroyer',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 3,
  atk: 1100,
  def: 900,
  text: 'This card may stand in for any 1 Fusion Material of a Fusion Summon; every other Fusion Material used with it must be the one named.',
  effects: [
    {
      // You can substitute this card for any 1 Fusion Material Monster. When you do this, the other Fusion Material
      // Monster(s) must be the correct one(s). (Held wherever the card is: it is used from the hand as well.)
      kind: 'condition',
      label: 'Substitutes for any 1 Fusion Material',
      rules: [{ code: 'fusionSubstitute', applies: () => true }],
    },
  ],
} satisfies CardDefinition;

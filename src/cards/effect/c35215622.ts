// Blindly Loyal Goblin
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '35215622',
  name: 'Blindly Loyal Goblin',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1800,
  def: 1500,
  text: 'While this card is face-up on the field, control of it cannot switch: effects that would take or swap control of it do nothing.',
  effects: [
    {
      // Control of this face-up card on the field cannot switch
      kind: 'continuous',
      label: 'Control of it cannot switch',
      declares: ['restrict'],
      rules: [{ code: 'controlCannotSwitch' }],
    },
  ],
} satisfies CardDefinition;

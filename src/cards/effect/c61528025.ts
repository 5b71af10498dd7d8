// Banisher of the Light
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '61528025',
  name: 'Banisher of the Light',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 3,
  atk: 100,
  def: 2000,
  text: 'While this card is face-up on the field, every card that would be sent to a Graveyard is banished instead.',
  effects: [
    {
      // As long as this card remains face-up on the field, any card sent to the Graveyard is removed from play instead.
      kind: 'continuous',
      label: 'Cards sent to the Graveyard are banished instead',
      declares: ['banish'],
      rules: [{ code: 'banishesGraveyardBound', applies: () => true }],
    },
  ],
} satisfies CardDefinition;

// Berfomet
import type { CardDefinition } from '../../engine/card';
import { normalOrFlipSummonedThis, searchFor } from '../../engine/effects/library';

export default {
  passcode: '77207191',
  name: 'Berfomet',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 5,
  atk: 1400,
  def: 1800,
  text: 'When this card is Normal Summoned or Flip Summoned: you can add 1 "Gazelle the King of Mythical Beasts" from your Deck to your hand.',
  effects: [
    {
      // When this card is Normal or Flip Summoned, you can add 1 "Gazelle the King of Mythical Beasts" from your Deck to your hand
      kind: 'trigger',
      label: 'Add a Gazelle the King of Mythical Beasts from your Deck to your hand',
      declares: ['search', 'toHand'],
      optional: true,
      when: normalOrFlipSummonedThis,
      ...searchFor('a Gazelle the King of Mythical Beasts', (def) => def.name === 'Gazelle the King of Mythical Beasts'),
    },
  ],
} satisfies CardDefinition;

// Senju of the Thousand Hands
import type { CardDefinition } from '../../engine/card';
import { normalOrFlipSummonedThis, searchFor } from '../../engine/effects/library';

export default {
  passcode: '23401839',
  name: 'Senju of the Thousand Hands',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 4,
  atk: 1400,
  def: 1000,
  text: 'When this card is Normal or Flip Summoned: you can add 1 Ritual Monster from your Deck to your hand.',
  effects: [
    {
      // When this card is Normal or Flip Summoned: you can add 1 Ritual Monster from your Deck to your hand
      kind: 'trigger',
      label: 'Add a Ritual Monster from your Deck to your hand',
      declares: ['search', 'toHand'],
      optional: true,
      when: normalOrFlipSummonedThis,
      ...searchFor('a Ritual Monster', (def) => def.frame === 'ritual'),
    },
  ],
} satisfies CardDefinition;

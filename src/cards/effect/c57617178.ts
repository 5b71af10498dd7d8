// Sonic Bird
import type { CardDefinition } from '../../engine/card';
import { normalOrFlipSummonedThis, searchFor } from '../../engine/effects/library';

export default {
  passcode: '57617178',
  name: 'Sonic Bird',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Winged Beast',
  level: 4,
  atk: 1400,
  def: 1000,
  text: 'When this card is Normal or Flip Summoned: you can add 1 Ritual Spell Card from your Deck to your hand.',
  effects: [
    {
      // When this card is Normal or Flip Summoned: you can add 1 Ritual Spell from your Deck to your hand
      kind: 'trigger',
      label: 'Add a Ritual Spell Card from your Deck to your hand',
      declares: ['search', 'toHand'],
      optional: true,
      when: normalOrFlipSummonedThis,
      ...searchFor('a Ritual Spell Card', (def) => def.frame === 'spell' && def.subtype?.includes('ritual') === true),
    },
  ],
} satisfies CardDefinition;

// Terraforming
import type { CardDefinition } from '../../engine/card';
import { searchFor } from '../../engine/effects/library';

export default {
  passcode: '73628505',
  name: 'Terraforming',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Add 1 Field Spell from your Deck to your hand.',
  effects: [
    {
      // Add 1 Field Spell from your Deck to your hand
      kind: 'activation',
      label: 'Add a Field Spell Card from your Deck to your hand',
      declares: ['search', 'toHand'],
      ...searchFor('a Field Spell Card', (def) => def.frame === 'spell' && def.subtype?.includes('field') === true),
    },
  ],
} satisfies CardDefinition;

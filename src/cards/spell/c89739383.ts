// Spellbook of Secrets
import type { CardDefinition } from '../../engine/card';
import { searchFor } from '../../engine/effects/library';

export default {
  passcode: '89739383',
  name: 'Spellbook of Secrets',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Add 1 "Spellbook" card (not "Spellbook of Secrets") from your Deck to your hand. Once per turn: only 1 "Spellbook of Secrets" may be activated per turn.',
  effects: [
    {
      // Add 1 "Spellbook" card from your Deck to your hand, except "Spellbook of Secrets" (1 activation per turn)
      kind: 'activation',
      label: 'Add a "Spellbook" card from your Deck to your hand',
      declares: ['search', 'toHand'],
      oncePerTurn: 'name',
      ...searchFor('a "Spellbook" card', (def) => def.name.includes('Spellbook') && def.name !== 'Spellbook of Secrets'),
    },
  ],
} satisfies CardDefinition;

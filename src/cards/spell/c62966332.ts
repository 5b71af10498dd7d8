// Convulsion of Nature
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '62966332',
  name: 'Convulsion of Nature',
  frame: 'spell',
  subtype: ['continuous'],
  text: "While this card is face-up on the field, both players must play with their Decks turned upside-down: each Deck's bottom card comes on top, and the top card of each Deck is face-up for both players to see. The Decks turn back when it leaves.",
  effects: [
    {
      // As long as this card remains face-up on the field, both players must turn their respective Decks upside down
      // (ygopro's EFFECT_REVERSE_DECK on both players: the core reverses each Deck, its top card face-up).
      kind: 'activation',
      label: 'Both Decks are turned upside-down',
      declares: ['restrict'],
      rules: [{ code: 'decksUpsideDown', applies: () => true }],
    },
  ],
} satisfies CardDefinition;

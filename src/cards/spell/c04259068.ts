// Spell Economics
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '04259068',
  name: 'Spell Economics',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, the Spell Cards you activate cost you no LP: an LP cost of their activation is not paid (and may be activated with fewer LP than it asks).',
  effects: [
    {
      // You do not have to pay LP to activate a Spell Card (while this card is face-up).
      kind: 'activation',
      label: 'You pay no LP to activate Spell Cards',
      declares: ['restrict'],
      rules: [{ code: 'noSpellLpCosts', applies: (ctx, player) => player === ctx.player }],
    },
  ],
} satisfies CardDefinition;

// Toon World
import type { CardDefinition } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';

export default {
  passcode: '15259703',
  name: 'Toon World',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Continuous Spell. To activate this card, pay 1000 LP. While it is face-up, your Toon monsters can attack directly; if it is destroyed, they are destroyed too.',
  effects: [
    {
      // Pay 1000 Life Points to activate this card.
      kind: 'activation',
      label: 'Activate Toon World',
      cost: payLpCost(1000),
    },
  ],
} satisfies CardDefinition;

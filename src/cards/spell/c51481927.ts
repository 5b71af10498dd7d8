// Spell Absorption
import type { CardDefinition } from '../../engine/card';
import { spellCardResolved } from '../../engine/effects/library';

export default {
  passcode: '51481927',
  name: 'Spell Absorption',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, each time a Spell Card is activated, you gain 500 LP as soon as it resolves.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Spell Absorption face-up',
    },
    {
      // Each time a Spell Card is activated, gain 500 Life Points immediately after it resolves (no Chain).
      kind: 'trigger',
      withoutChain: true,
      label: 'Gain 500 LP',
      declares: ['recover'],
      when: spellCardResolved,
      resolve: (ctx) => ctx.gainLp(ctx.player, 500),
    },
  ],
} satisfies CardDefinition;

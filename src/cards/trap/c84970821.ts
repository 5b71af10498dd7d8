// Curse of Darkness
import type { CardDefinition } from '../../engine/card';
import { spellCardResolved } from '../../engine/effects/library';

export default {
  passcode: '84970821',
  name: 'Curse of Darkness',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, each time a Spell Card is activated, the player who activated it takes 1000 damage as it resolves.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Curse of Darkness face-up',
    },
    {
      // Each time a Spell Card is activated, the controller of that Spell Card takes 1000 damage (no Chain; ygopro
      // applies it as the Spell resolves).
      kind: 'trigger',
      withoutChain: true,
      label: 'The player who activated the Spell Card takes 1000 damage',
      declares: ['damage'],
      when: spellCardResolved,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'resolved' && e.player !== undefined) ctx.damage(e.player, 1000);
      },
    },
  ],
} satisfies CardDefinition;

// Chain Burst
import type { CardDefinition } from '../../engine/card';
import { trapCardResolved } from '../../engine/effects/library';

export default {
  passcode: '48276469',
  name: 'Chain Burst',
  frame: 'trap',
  subtype: ['continuous'],
  text: 'While this card is face-up on the field, each time either player activates a Trap Card, that player takes 1000 damage right after that Trap Card resolves.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Chain Burst face-up',
    },
    {
      // Each time a player activates a Trap Card, they take 1000 damage immediately after it resolves (no Chain).
      kind: 'trigger',
      withoutChain: true,
      label: 'The player who activated the Trap Card takes 1000 damage',
      declares: ['damage'],
      when: trapCardResolved,
      resolve: (ctx) => {
        const e = ctx.triggeredBy;
        if (e?.type === 'resolved' && e.player !== undefined) ctx.damage(e.player, 1000);
      },
    },
  ],
} satisfies CardDefinition;

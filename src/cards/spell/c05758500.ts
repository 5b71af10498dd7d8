// Soul Release
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '05758500',
  name: 'Soul Release',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 to 5 cards in either or both Graveyards; banish them.',
  effects: [
    {
      // Target up to 5 cards in any GY(s); banish them
      kind: 'activation',
      label: 'Banish up to 5 cards from the Graveyards',
      declares: ['banish'],
      targets: [{ prompt: 'Choose cards in the Graveyards to banish', from: 'graveyard', upTo: 5, filter: (ctx, c) => ctx.mayBanish(c) }],
      resolve: (ctx) => {
        const still = ctx.targets.filter((c) => ctx.graveyard('all').includes(c));
        if (still.length > 0) ctx.banish(still);
      },
    },
  ],
} satisfies CardDefinition;

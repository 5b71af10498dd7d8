// Gravedigger Ghoul
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';

export default {
  passcode: '82542267',
  name: 'Gravedigger Ghoul',
  frame: 'spell',
  subtype: ['normal'],
  text: "Target up to 2 monsters in your opponent's Graveyard; banish them.",
  effects: [
    {
      // Target up to 2 monsters in your opponent's Graveyard; banish them
      kind: 'activation',
      label: "Banish up to 2 monsters in your opponent's Graveyard",
      declares: ['banish'],
      targets: [{
        prompt: "Choose a monster in your opponent's Graveyard to banish",
        from: 'graveyard',
        upTo: 2,
        filter: (ctx, c) => ctx.graveyard('theirs').includes(c) && isMonster(ctx.definition(c)) && ctx.mayBanish(c),
      }],
      resolve: (ctx) => ctx.banish(ctx.targets),
    },
  ],
} satisfies CardDefinition;

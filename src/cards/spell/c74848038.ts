// Monster Reincarnation
import { isMonster, type CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';

export default {
  passcode: '74848038',
  name: 'Monster Reincarnation',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Discard 1 card and target 1 monster in your Graveyard; add it to your hand.',
  effects: [
    {
      // Discard 1 card, then target 1 monster in your GY; add it to your hand
      kind: 'activation',
      label: 'Discard 1 card: add 1 monster from your Graveyard to your hand',
      declares: ['discard', 'toHand'],
      cost: discardOneCost('Monster Reincarnation'),
      targets: [{ prompt: 'Choose a monster in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

// Monster Reincarnation
import { isMonster, type CardDefinition } from '../../engine/card';

export default {
  passcode: '74848038',
  name: 'Monster Reincarnation',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Discard a card to activate this card, then target a monster in your Graveyard and add it to your hand.',
  effects: [
    {
      // Discard 1 card, then target 1 monster in your GY; add it to your hand
      kind: 'activation',
      label: 'Discard a card: add 1 monster from your Graveyard to your hand',
      declares: ['toHand', 'discard'],
      cost: {
        can: (ctx) => ctx.hand('mine').some((c) => c !== ctx.card),
        pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Discard a card', ctx.hand('mine').filter((c) => c !== ctx.card))]),
      },
      targets: [{ prompt: 'Choose a monster in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && isMonster(ctx.definition(c)) }],
      resolve: (ctx) => ctx.addToHand(ctx.targets.filter((c) => ctx.graveyard('mine').includes(c))),
    },
  ],
} satisfies CardDefinition;

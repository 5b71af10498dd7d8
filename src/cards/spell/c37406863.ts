// Fengsheng Mirror
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '37406863',
  name: 'Fengsheng Mirror',
  frame: 'spell',
  subtype: ['normal'],
  text: "Look at your opponent's hand; if it holds any Spirit monster, you choose 1 of them and it is discarded to the Graveyard.",
  effects: [
    {
      // Look at your opponent's hand. Select and discard 1 Spirit monster to the Graveyard if Spirit monsters exist in
      // their hand (c37406863.lua: activated with any hand, even an empty one; nothing discarded without a Spirit).
      kind: 'activation',
      label: "Look at your opponent's hand and discard 1 Spirit monster from it",
      declares: ['discard'],
      discards: 'theirs',
      resolve: (ctx) => {
        const hand = ctx.hand('theirs');
        if (hand.length === 0) return;
        ctx.reveal(hand, ctx.player);
        const spirits = hand.filter((c) => ctx.definition(c).subtype?.includes('spirit') === true);
        if (spirits.length === 0) return;
        ctx.discard([ctx.chooseCard(ctx.player, 'Choose a Spirit monster to discard', spirits)]);
      },
    },
  ],
} satisfies CardDefinition;

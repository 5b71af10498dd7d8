// Giant Trunade
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '42703248',
  name: 'Giant Trunade',
  frame: 'spell',
  subtype: ['normal'],
  text: "Return every Spell and Trap Card on the field (other than this card) to its owner's hand.",
  effects: [
    {
      // Return all Spell and Trap Cards on the field to the hand (not this card itself)
      kind: 'activation',
      label: 'Return all Spell and Trap Cards on the field to the hand',
      declares: ['toHand'],
      condition: (ctx) => ctx.spellTraps('all').some((c) => c !== ctx.card),
      resolve: (ctx) => {
        ctx.returnToHand(ctx.spellTraps('all').filter((c) => c !== ctx.card));
      },
    },
  ],
} satisfies CardDefinition;

// Spring of Rebirth
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';

export default {
  passcode: '94425169',
  name: 'Spring of Rebirth',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Each time a monster returns from the field to its owner\'s hand, you gain 500 LP (once for monsters returned together).',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Spring of Rebirth face-up',
    },
    {
      // Increase your Life Points by 500 every time monsters return from the field to the owner's hand (a Trigger, mandatory)
      kind: 'trigger',
      label: 'A monster returned from the field to the hand: gain 500 LP',
      declares: ['recover'],
      when: (ctx, e) => e.type === 'returnedToHand' && e.controller !== undefined && isMonster(ctx.definition(e.card)),
      resolve: (ctx) => ctx.gainLp(ctx.player, 500),
    },
  ],
} satisfies CardDefinition;

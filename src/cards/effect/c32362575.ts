// Magical Merchant
import type { CardDefinition } from '../../engine/card';
import { excavateUntil } from '../../engine/effects/library';

export default {
  passcode: '32362575',
  name: 'Magical Merchant',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'LIGHT',
  monsterType: 'Insect',
  level: 1,
  atk: 200,
  def: 700,
  text: 'FLIP: Turn over cards from the top of your Deck until you turn over a Spell or Trap Card. Add it to your hand and send the other turned-over cards to the Graveyard.',
  effects: [
    {
      // FLIP: Excavate until a Spell/Trap Card; add it to your hand, send the rest to the GY
      kind: 'flip',
      label: 'Excavate until a Spell or Trap Card and add it to your hand',
      declares: ['toHand', 'toGraveyard'],
      resolve: (ctx) => {
        const { found, before } = excavateUntil(ctx, (c) => ['spell', 'trap'].includes(ctx.definition(c).frame));
        if (!found) return;
        ctx.addToHand([found]);
        ctx.sendToGraveyard(before);
      },
    },
  ],
} satisfies CardDefinition;

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
  text: 'Flipped face-up, the merchant turns over cards from the top of your Deck until a Spell or Trap shows: that one goes to your hand, the rest to the Graveyard.',
  effects: [
    {
      // FLIP: Excavate from the top of your Deck until you excavate a Spell/Trap; add it to your hand, send the rest to the GY
      // (with none in the Deck, the whole Deck is shown and shuffled)
      kind: 'flip',
      label: 'Excavate until a Spell or Trap Card: add it to your hand, the rest to the Graveyard',
      declares: ['toHand', 'toGraveyard'],
      resolve: (ctx) => {
        const { found, above } = excavateUntil(ctx, (c) => ctx.definition(c).frame === 'spell' || ctx.definition(c).frame === 'trap');
        if (!found) return;
        ctx.addToHand([found]);
        if (above.length > 0) ctx.sendToGraveyard(above);
      },
    },
  ],
} satisfies CardDefinition;

// Toon Table of Contents
import type { CardDefinition } from '../../engine/card';
import { deckHas, searchDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A card with "Toon" in its name, or "Manga Ryu-Ran". */
const fits = (ctx: EffectContext, c: string): boolean => /\bToon\b/.test(ctx.definition(c).name) || ctx.definition(c).name === 'Manga Ryu-Ran';

export default {
  passcode: '89997728',
  name: 'Toon Table of Contents',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Add a card from your Deck to your hand whose name includes "Toon", or a "Manga Ryu-Ran".',
  effects: [
    {
      // Add 1 card from your Deck to your hand that includes "Toon" in its card name, or is named "Manga Ryu-Ran"
      kind: 'activation',
      label: 'Add a "Toon" card from your Deck to your hand',
      declares: ['search', 'toHand'],
      condition: (ctx) => deckHas(ctx, (c) => fits(ctx, c)),
      resolve: (ctx) => {
        searchDeck(ctx, 'Choose a "Toon" card (or Manga Ryu-Ran) to add to your hand', (c) => fits(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;

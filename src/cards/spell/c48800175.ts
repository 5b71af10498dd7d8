// The Melody of Awakening Dragon
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { deckHas, discardOneCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A Dragon monster with 3000 or more ATK and 2500 or less DEF. */
const fits = (ctx: EffectContext, c: string): boolean => {
  const def = ctx.definition(c);
  return isMonster(def) && def.monsterType === 'Dragon' && (def.atk ?? 0) >= 3000 && (def.def ?? 0) <= 2500;
};

export default {
  passcode: '48800175',
  name: 'The Melody of Awakening Dragon',
  frame: 'spell',
  subtype: ['normal'],
  text: 'As a cost, discard 1 card; then add up to 2 Dragon monsters with 3000 or more ATK and 2500 or less DEF from your Deck to your hand.',
  effects: [
    {
      // Discard 1 card; add up to 2 Dragon-Type monsters with 3000 or more ATK and 2500 or less DEF from your Deck to your hand
      kind: 'activation',
      label: 'Discard 1 card: add up to 2 Dragons (3000+ ATK, 2500- DEF) from your Deck to your hand',
      declares: ['discard', 'search', 'toHand'],
      condition: (ctx) => deckHas(ctx, (c) => fits(ctx, c)),
      cost: discardOneCost('The Melody of Awakening Dragon'),
      resolve: (ctx) => {
        const options = ctx.deck('mine').filter((c) => fits(ctx, c));
        if (options.length === 0) return;
        ctx.addToHand(ctx.chooseUpTo(ctx.player, 'Choose up to 2 Dragons to add to your hand', options, 2));
        ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;

// Reinforcement of the Army
import { isMonster, type CardDefinition } from '../../engine/card';
import { deckHas, searchDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A Level 4 or lower Warrior monster. */
const fits = (ctx: EffectContext, card: string): boolean => {
  const def = ctx.definition(card);
  return isMonster(def) && def.monsterType === 'Warrior' && (def.level ?? 0) <= 4;
};

export default {
  passcode: '32807846',
  name: 'Reinforcement of the Army',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Add 1 Level 4 or lower Warrior monster from your Deck to your hand.',
  effects: [
    {
      // Add 1 Level 4 or lower Warrior monster from your Deck to your hand
      kind: 'activation',
      label: 'Add a Level 4 or lower Warrior monster from your Deck to your hand',
      declares: ['search', 'toHand'],
      condition: (ctx) => deckHas(ctx, (c) => fits(ctx, c)),
      resolve: (ctx) => {
        searchDeck(ctx, 'Choose a Level 4 or lower Warrior monster', (c) => fits(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;

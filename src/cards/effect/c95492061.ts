// Manju of the Ten Thousand Hands
import type { CardDefinition } from '../../engine/card';
import { deckHas, isSummonOf, searchDeck } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** A Ritual Monster or a Ritual Spell. */
const ritual = (ctx: EffectContext, c: string): boolean => {
  const def = ctx.definition(c);
  return def.frame === 'ritual' || (def.frame === 'spell' && def.subtype?.includes('ritual') === true);
};

export default {
  passcode: '95492061',
  name: 'Manju of the Ten Thousand Hands',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Fairy',
  level: 4,
  atk: 1400,
  def: 1000,
  text: 'When this card is Normal or Flip Summoned: you can add 1 Ritual Monster or 1 Ritual Spell Card from your Deck to your hand.',
  effects: [
    {
      // When this card is Normal or Flip Summoned: you can add 1 Ritual Monster or 1 Ritual Spell from your Deck to your hand
      kind: 'trigger',
      label: 'Add a Ritual Monster or Ritual Spell from your Deck to your hand',
      declares: ['search', 'toHand'],
      optional: true,
      when: (ctx, e) => isSummonOf(e, ['normal', 'tribute', 'flip']) && 'card' in e && e.card === ctx.card,
      condition: (ctx) => deckHas(ctx, (c) => ritual(ctx, c)),
      resolve: (ctx) => {
        searchDeck(ctx, 'Choose a Ritual Monster or Ritual Spell to add to your hand', (c) => ritual(ctx, c));
      },
    },
  ],
} satisfies CardDefinition;

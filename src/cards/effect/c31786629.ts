// Thunder Dragon
import type { CardDefinition } from '../../engine/card';
import { deckHas } from '../../engine/effects/library';
import type { Effect, EffectContext } from '../../engine/effects/types';

const isThunderDragon = (ctx: EffectContext, card: string): boolean => ctx.definition(card).name === 'Thunder Dragon';

/** "You can discard this card; add up to 2 "Thunder Dragon" from your Deck to your hand." `needsOne`: only with one there to add. */
const discardToSearch = (needsOne: boolean): Effect => ({
  // (From your hand) You can discard this card; add up to 2 "Thunder Dragon" from your Deck to your hand
  kind: 'ignition',
  range: 'hand',
  label: 'Discard Thunder Dragon: add up to 2 Thunder Dragon from your Deck to your hand',
  declares: ['discard', 'search', 'toHand'],
  ...(needsOne && { condition: (ctx: EffectContext) => deckHas(ctx, (c) => isThunderDragon(ctx, c)) }),
  cost: { can: () => true, pay: (ctx) => ctx.discard([ctx.card]) },
  resolve: (ctx) => {
    const copies = ctx.deck('mine').filter((c) => isThunderDragon(ctx, c));
    if (copies.length === 0) return;
    ctx.addToHand(ctx.chooseUpTo(ctx.player, 'Choose up to 2 Thunder Dragon to add to your hand', copies, 2));
    ctx.shuffleDeck(ctx.player);
  },
});

export default {
  passcode: '31786629',
  name: 'Thunder Dragon',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Thunder',
  level: 5,
  atk: 1600,
  def: 1500,
  text: 'You can discard this card from your hand to add up to 2 "Thunder Dragon" from your Deck to your hand. There must be a "Thunder Dragon" in your Deck to activate it.',
  effects: [discardToSearch(true)],
  eras: {
    // GOAT (April 2005): it may be discarded with no Thunder Dragon left in the Deck (EDOPro
    // goat/c504700054.lua, after a netrep ruling: "may be discarded to search for 0"): docs/goat.md.
    goat: {
      text: 'You can discard this card from your hand to add up to 2 "Thunder Dragon" from your Deck to your hand; it can be discarded even with none left in the Deck.',
      effects: [discardToSearch(false)],
    },
  },
} satisfies CardDefinition;

// The Tricky
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** The other cards in your hand that may be discarded for the Summon. */
const discardable = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => c !== ctx.card);

export default {
  passcode: '14778250',
  name: 'The Tricky',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Spellcaster',
  level: 5,
  atk: 2000,
  def: 1200,
  text: 'You can Special Summon this card from your hand by discarding 1 other card.',
  // You can Special Summon this card (from your hand) by discarding 1 card.
  summonProcedure: {
    from: 'hand',
    condition: (ctx) => discardable(ctx).length > 0,
    cost: {
      can: (ctx) => discardable(ctx).length > 0,
      pay: (ctx) => ctx.discard([ctx.chooseCard(ctx.player, 'Choose a card to discard', discardable(ctx))]),
    },
  },
} satisfies CardDefinition;

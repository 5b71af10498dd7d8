// Hand of Nephthys
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The "Sacred Phoenix of Nephthys" in your hand or Deck that may be Special Summoned. */
const phoenixes = (ctx: EffectContext): string[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === 'Sacred Phoenix of Nephthys' && ctx.maySpecialSummonByEffect(c));

/** The other monsters you control that may be Tributed with it. */
const others = (ctx: EffectContext): string[] => ctx.monsters('mine').filter((c) => c !== ctx.card && ctx.mayBeTributed(c));

export default {
  passcode: '98446407',
  name: 'Hand of Nephthys',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Spellcaster',
  level: 2,
  atk: 600,
  def: 600,
  listedNames: ['Sacred Phoenix of Nephthys'],
  text: 'You can Tribute this card and 1 other monster you control to Special Summon 1 "Sacred Phoenix of Nephthys" from your hand or Deck.',
  effects: [
    {
      // You can Tribute this card and 1 other monster; Special Summon 1 "Sacred Phoenix of Nephthys" from your hand or Deck.
      kind: 'ignition',
      label: 'Tribute this card and 1 other monster: Special Summon "Sacred Phoenix of Nephthys" from your hand or Deck',
      declares: ['specialSummon'],
      // The Tributes free two zones for the Summon.
      condition: (ctx) => phoenixes(ctx).length > 0,
      cost: {
        can: (ctx) => ctx.mayBeTributed(ctx.card) && others(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.card, ctx.chooseCard(ctx.player, 'Choose another monster to Tribute with Hand of Nephthys', others(ctx))]),
      },
      resolve: (ctx) => {
        const options = phoenixes(ctx);
        if (options.length === 0) return;
        const phoenix = ctx.chooseCard(ctx.player, 'Choose a "Sacred Phoenix of Nephthys" to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(phoenix);
        ctx.specialSummon(phoenix, ctx.player, chooseSummonPosition(ctx, phoenix));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;

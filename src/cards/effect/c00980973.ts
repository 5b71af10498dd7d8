// Armed Dragon LV3
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The "Armed Dragon LV5" in your hand or Deck that may be Special Summoned. */
const lv5s = (ctx: EffectContext): string[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === 'Armed Dragon LV5');

export default {
  passcode: '00980973',
  name: 'Armed Dragon LV3',
  frame: 'effect',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 3,
  atk: 1200,
  def: 900,
  text: 'During your Standby Phase: you can send this face-up card from the field to the Graveyard (cost) to Special Summon 1 "Armed Dragon LV5" from your hand or Deck.',
  effects: [
    {
      // During your Standby Phase, you can send this face-up card from the field to the Graveyard to Special Summon 1 "Armed Dragon LV5" from your hand or Deck
      kind: 'trigger',
      label: 'Send this card to the Graveyard: Special Summon "Armed Dragon LV5" from your hand or Deck',
      declares: ['specialSummon'],
      optional: true,
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      // The zone this card leaves is free for the Summon.
      condition: (ctx) => lv5s(ctx).length > 0,
      cost: { can: (ctx) => ctx.isFaceUp(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        const options = lv5s(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const lv5 = ctx.chooseCard(ctx.player, 'Choose an "Armed Dragon LV5" to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(lv5);
        ctx.specialSummon(lv5, ctx.player, chooseSummonPosition(ctx, lv5));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;

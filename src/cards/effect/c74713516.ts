// Dark Mimic LV1
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The "Dark Mimic LV3" in your hand or Deck that may be Special Summoned. */
const lv3s = (ctx: EffectContext): string[] =>
  [...ctx.hand('mine'), ...ctx.deck('mine')].filter((c) => ctx.definition(c).name === 'Dark Mimic LV3');

export default {
  passcode: '74713516',
  name: 'Dark Mimic LV1',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 1,
  atk: 100,
  def: 1000,
  text: 'FLIP: Draw 1 card. During your Standby Phase, you can send this face-up card to the Graveyard to Special Summon a "Dark Mimic LV3" from your hand or Deck.',
  effects: [
    {
      // FLIP: Draw 1 card
      kind: 'flip',
      label: 'Draw 1 card',
      declares: ['draw'],
      resolve: (ctx) => ctx.draw(ctx.player, 1),
    },
    {
      // During your Standby Phase: You can send this face-up card to the GY; Special Summon 1 "Dark Mimic LV3" from your hand or Deck
      kind: 'trigger',
      label: 'Send this card to the Graveyard: Special Summon "Dark Mimic LV3" from your hand or Deck',
      declares: ['specialSummon'],
      optional: true,
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      // The zone this card leaves is free for the Summon.
      condition: (ctx) => lv3s(ctx).length > 0,
      cost: { can: (ctx) => ctx.isFaceUp(ctx.card), pay: (ctx) => ctx.sendToGraveyard([ctx.card]) },
      resolve: (ctx) => {
        const options = lv3s(ctx);
        if (options.length === 0 || freeMonsterZones(ctx) === 0) return;
        const lv3 = ctx.chooseCard(ctx.player, 'Choose a "Dark Mimic LV3" to Special Summon', options);
        const fromDeck = ctx.deck('mine').includes(lv3);
        ctx.specialSummon(lv3, ctx.player, chooseSummonPosition(ctx, lv3));
        if (fromDeck) ctx.shuffleDeck(ctx.player);
      },
    },
  ],
} satisfies CardDefinition;

// Goblindbergh
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, lowLevelMonsterToSummon } from '../../engine/effects/library';
import type { CardId } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

const fitsHand = (ctx: EffectContext, c: CardId): boolean => lowLevelMonsterToSummon(ctx, c, 4);

export default {
  passcode: '25259669',
  name: 'Goblindbergh',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1400,
  def: 0,
  text: 'When this card is Normal Summoned: you can Special Summon 1 Level 4 or lower monster from your hand; if you do, change this card to Defense Position.',
  effects: [
    {
      // When this card is Normal Summoned: You can Special Summon 1 Level 4 or lower monster from your
      // hand, and if you do, change this card to Defense Position. (Does not target: chosen on resolution.)
      kind: 'trigger',
      label: 'Special Summon a Level 4 or lower monster from your hand',
      declares: ['specialSummon'],
      optional: true,
      when: (ctx, e) => e.type === 'summoned' && e.how === 'normal' && e.card === ctx.card,
      condition: (ctx) => freeMonsterZones(ctx) > 0 && ctx.hand('mine').some((c) => fitsHand(ctx, c)),
      resolve: (ctx) => {
        const cards = ctx.hand('mine').filter((c) => fitsHand(ctx, c));
        if (cards.length === 0 || freeMonsterZones(ctx) === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a Level 4 or lower monster in your hand to Special Summon', cards);
        if (!ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card))) return;
        // Only a face-up Goblindbergh still on your field changes position.
        if (ctx.controllerOf(ctx.card) === ctx.player && ctx.isFaceUp(ctx.card)) ctx.setPosition(ctx.card, 'defense', true);
      },
    },
  ],
} satisfies CardDefinition;

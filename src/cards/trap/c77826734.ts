// Pendulum Reborn
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** A face-up Pendulum Monster in your Extra Deck, or a Pendulum Monster in your Graveyard, that may be Special Summoned. */
function pendulumToRevive(ctx: EffectContext): CardId[] {
  const fits = (c: CardId): boolean => ctx.definition(c).frame === 'pendulum' && ctx.maySpecialSummonByEffect(c);
  return [...ctx.extra('mine').filter((c) => ctx.isFaceUp(c) && fits(c)), ...ctx.graveyard('mine').filter((c) => fits(c) && ctx.mayLeaveGraveyard(c))];
}

export default {
  passcode: '77826734',
  name: 'Pendulum Reborn',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Special Summon 1 Pendulum Monster: either one lying face-up in your Extra Deck, or one from your Graveyard.',
  effects: [
    {
      // Special Summon 1 face-up Pendulum Monster from your Extra Deck, or 1 Pendulum Monster from your Graveyard.
      kind: 'activation',
      label: 'Special Summon a Pendulum Monster from your Extra Deck (face-up) or Graveyard',
      declares: ['specialSummon'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0 && pendulumToRevive(ctx).length > 0,
      resolve: (ctx) => {
        const cards = pendulumToRevive(ctx);
        if (cards.length === 0 || ctx.freeMonsterZones().length === 0) return;
        const card = ctx.chooseCard(ctx.player, 'Choose a Pendulum Monster to Special Summon', cards);
        ctx.specialSummon(card, ctx.player, chooseSummonPosition(ctx, card));
      },
    },
  ],
} satisfies CardDefinition;

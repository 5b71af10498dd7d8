// Frontline Base
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, isUnion } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { CardId } from '../../engine/state';

/** The Level 4 or lower Union monsters in your hand you may Special Summon now. */
const unionsInHand = (ctx: EffectContext): CardId[] =>
  ctx.hand('mine').filter((c) => isUnion(ctx.definition(c)) && (ctx.definition(c).level ?? 0) <= 4 && ctx.maySpecialSummonByEffect(c));

export default {
  passcode: '46181000',
  name: 'Frontline Base',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Once per turn, in your Main Phase, you can Special Summon 1 Level 4 or lower Union monster from your hand.',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Frontline Base face-up',
    },
    {
      // Once per turn, during your Main Phase: you can Special Summon 1 Level 4 or lower Union monster from your hand
      kind: 'ignition',
      label: 'Special Summon 1 Level 4 or lower Union monster from your hand',
      declares: ['specialSummon'],
      oncePerTurn: 'card',
      condition: (ctx) => freeMonsterZones(ctx) > 0 && unionsInHand(ctx).length > 0,
      resolve: (ctx) => {
        const unions = unionsInHand(ctx);
        if (unions.length === 0 || freeMonsterZones(ctx) === 0) return;
        const union = ctx.chooseCard(ctx.player, 'Choose a Union monster to Special Summon', unions);
        ctx.specialSummon(union, ctx.player, chooseSummonPosition(ctx, union));
      },
    },
  ],
} satisfies CardDefinition;

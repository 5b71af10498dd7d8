// Quillbolt Hedgehog
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';

/** "You must control a face-up Tuner monster to activate and to resolve this effect." */
const youControlAFaceUpTuner = (ctx: EffectContext): boolean =>
  ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).subtype?.includes('tuner') === true);

export default {
  passcode: '23571046',
  name: 'Quillbolt Hedgehog',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 2,
  atk: 800,
  def: 800,
  text: 'While you control a face-up Tuner, you can Special Summon this card from your Graveyard. If it was Special Summoned this way, banish it when it leaves the field.',
  effects: [
    {
      // If you control a face-up Tuner monster: you can Special Summon this card from your GY. Banish it when it leaves the field
      kind: 'ignition',
      label: 'Special Summon it from your Graveyard (banished when it leaves the field)',
      declares: ['specialSummon'],
      range: 'graveyard',
      condition: (ctx) => youControlAFaceUpTuner(ctx) && freeMonsterZones(ctx) > 0 && ctx.maySpecialSummonByEffect(ctx.card),
      resolve: (ctx) => {
        if (!youControlAFaceUpTuner(ctx) || !ctx.graveyard('mine').includes(ctx.card)) return;
        ctx.specialSummonBanishedWhenItLeaves(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;

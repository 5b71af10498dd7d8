// Stardust Dragon
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, tributeSelfCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Chain Link just activated, if its card or effect would destroy a card on the field. */
function destroysOnField(ctx: EffectContext) {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last) return null;
  return ctx.definition(last.card).effects?.[last.effect]?.declares?.includes('destroy') ? last : null;
}

export default {
  passcode: '44508094',
  name: 'Stardust Dragon',
  frame: 'synchro',
  attribute: 'WIND',
  monsterType: 'Dragon',
  level: 8,
  atk: 2500,
  def: 2000,
  text: '1 Tuner + 1 or more non-Tuner monsters. When a card or effect is activated that would destroy a card on the field (Quick Effect): you can Tribute this card; negate the activation, and if you do, destroy that card. During the End Phase of a turn this effect resolved: you can Special Summon this card from your Graveyard (once per turn).',
  // 1 Tuner + 1+ non-Tuner monsters
  materials: { kind: 'synchro', text: '1 Tuner + 1 or more non-Tuner monsters' },
  effects: [
    {
      // When a card or effect is activated that would destroy a card(s) on the field: you can Tribute this card; negate the activation, and if you do, destroy it
      kind: 'quick',
      label: 'Tribute this card: negate an activation that would destroy, and destroy that card',
      declares: ['negate', 'destroy'],
      condition: (ctx) => destroysOnField(ctx) !== null,
      cost: tributeSelfCost(),
      resolve: (ctx) => {
        const link = destroysOnField(ctx);
        if (!link) return;
        ctx.negateActivation(link);
        ctx.destroy([link.card]);
        // It may come back in this turn's End Phase.
        ctx.awaitLaterThisTurn('returnInEndPhase');
      },
    },
    {
      // During the End Phase, if the effect above resolved this turn: you can Special Summon this card from your GY
      kind: 'trigger',
      key: 'returnInEndPhase',
      range: 'delayed',
      optional: true,
      oncePerTurn: 'card',
      label: 'Special Summon this card from your Graveyard',
      declares: ['specialSummon'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'end' && ctx.graveyard('mine').includes(ctx.card),
      condition: (ctx) => freeMonsterZones(ctx) > 0 && ctx.graveyard('mine').includes(ctx.card),
      resolve: (ctx) => {
        if (ctx.graveyard('mine').includes(ctx.card)) ctx.specialSummon(ctx.card, ctx.player, chooseSummonPosition(ctx, ctx.card));
      },
    },
  ],
} satisfies CardDefinition;

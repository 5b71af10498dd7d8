// Scramble Union
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, isUnion, sentToGraveyardThisTurn } from '../../engine/effects/library';
import type { QueryContext } from '../../engine/effects/types';

/** One of your banished face-up LIGHT Machine Normal or Union monsters. */
const lightMachineNormalOrUnion = (ctx: QueryContext, c: string): boolean => {
  const def = ctx.definition(c);
  return ctx.banished('mine').includes(c) && ctx.isFaceUp(c) && def.attribute === 'LIGHT' && def.monsterType === 'Machine' && (def.frame === 'normal' || isUnion(def));
};

export default {
  passcode: '39778366',
  name: 'Scramble Union',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Target up to 3 of your banished LIGHT Machine Normal and/or Union monsters and Special Summon them. In either player\'s turn, but not the turn this card was sent to the Graveyard: you can banish this card from your Graveyard (cost) to target 1 of your banished LIGHT Machine Normal or Union monsters and add it to your hand. You can activate "Scramble Union" only once per turn.',
  effects: [
    {
      // Target up to 3 of your banished LIGHT Machine Normal and/or Union monsters; Special Summon them. Once per turn by name.
      kind: 'activation',
      label: 'Special Summon up to 3 of your banished LIGHT Machine Normal and/or Union monsters',
      declares: ['specialSummon'],
      oncePerTurn: 'name',
      condition: (ctx) => freeMonsterZones(ctx) > 0,
      targets: [{
        prompt: 'Choose your banished LIGHT Machine Normal or Union monsters to Special Summon',
        from: 'banished',
        upTo: (ctx) => Math.min(3, freeMonsterZones(ctx)),
        filter: (ctx, c) => lightMachineNormalOrUnion(ctx, c) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const summon = ctx.targets.filter((c) => ctx.banished('mine').includes(c));
        // Fewer free zones than targets: those chosen are Special Summoned, the others go to the Graveyard (ygopro).
        while (summon.length > freeMonsterZones(ctx)) {
          const left = ctx.chooseCard(ctx.player, 'Choose a monster that is not Special Summoned (it goes to the Graveyard)', summon);
          summon.splice(summon.indexOf(left), 1);
          ctx.sendToGraveyard([left]);
        }
        for (const c of summon) ctx.specialSummon(c, ctx.player, chooseSummonPosition(ctx, c));
      },
    },
    {
      // During either player's turn, except the turn this card was sent to the GY: you can banish this card from your GY,
      // then target 1 of your banished LIGHT Machine Normal or Union monsters; add it to your hand
      kind: 'quick',
      range: 'graveyard',
      optional: true,
      label: 'Banish this card from your Graveyard: add 1 of your banished LIGHT Machine Normal or Union monsters to your hand',
      declares: ['banish', 'toHand'],
      condition: (ctx) => !sentToGraveyardThisTurn(ctx),
      cost: { can: (ctx) => ctx.mayBanish(ctx.card), pay: (ctx) => ctx.banish([ctx.card]) },
      targets: [{ prompt: 'Choose 1 of your banished LIGHT Machine Normal or Union monsters', from: 'banished', filter: (ctx, c) => c !== ctx.card && lightMachineNormalOrUnion(ctx, c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target !== undefined && ctx.banished('mine').includes(target)) ctx.addToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

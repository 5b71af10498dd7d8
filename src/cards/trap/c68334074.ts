// Miracle Restoring
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const NAMED = ['Dark Magician', 'Buster Blader'];

/** Your face-up cards on the field holding Spell Counters. */
const holders = (ctx: EffectContext): string[] =>
  ctx.cardsOnField('mine').filter((c) => ctx.isFaceUp(c) && ctx.counters(c) > 0);
const countersOnYourField = (ctx: EffectContext): number => holders(ctx).reduce((n, c) => n + ctx.counters(c), 0);

export default {
  passcode: '68334074',
  name: 'Miracle Restoring',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Remove 2 Spell Counters from cards on your field (cost) to target 1 "Dark Magician" or "Buster Blader" in your Graveyard; Special Summon it.',
  listedNames: NAMED,
  effects: [
    {
      // Remove 2 Spell Counters from your side of the field, then target 1 "Dark Magician" or "Buster Blader" in your Graveyard; Special Summon that target.
      kind: 'activation',
      label: 'Remove 2 Spell Counters: Special Summon "Dark Magician" or "Buster Blader" from your Graveyard',
      declares: ['counter', 'specialSummon'],
      condition: (ctx) => ctx.freeMonsterZones().length > 0,
      cost: {
        can: (ctx) => countersOnYourField(ctx) >= 2,
        pay: (ctx) => {
          for (let i = 1; i <= 2; i++) ctx.changeCounters(ctx.chooseCard(ctx.player, `Choose a card to remove a Spell Counter from (${i} of 2)`, holders(ctx)), -1);
        },
      },
      targets: [{
        prompt: 'Choose "Dark Magician" or "Buster Blader" in your Graveyard',
        from: 'graveyard',
        filter: (ctx, c) => ctx.graveyard('mine').includes(c) && NAMED.includes(ctx.definition(c).name) && ctx.maySpecialSummonByEffect(c),
      }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.freeMonsterZones().length > 0) ctx.specialSummon(target, ctx.player, chooseSummonPosition(ctx, target));
      },
    },
  ],
} satisfies CardDefinition;

// Metamorphosis
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, fusionsInExtraDeck, tributableMonsters } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Fusion Monsters in your Extra Deck of this Level that it may Special Summon. */
const fusionsOfLevel = (ctx: EffectContext, level: number): string[] => fusionsInExtraDeck(ctx).filter((c) => ctx.definition(c).level === level);

/** Your monsters whose Level a Fusion Monster in your Extra Deck shares. */
const tributable = (ctx: EffectContext): string[] => tributableMonsters(ctx).filter((c) => ctx.level(c) > 0 && fusionsOfLevel(ctx, ctx.level(c)).length > 0);

export default {
  passcode: '46411259',
  name: 'Metamorphosis',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Tribute 1 monster: Special Summon 1 Fusion Monster with the same Level as the Tributed monster from your Extra Deck (not a Fusion Summon).',
  effects: [
    {
      // Tribute 1 monster; Special Summon 1 Fusion Monster from your Extra Deck with the same Level as the Tributed monster
      // (not a Fusion Summon: the monster is not properly Summoned by it)
      kind: 'activation',
      label: 'Tribute 1 monster: Special Summon a Fusion Monster of the same Level from your Extra Deck',
      declares: ['specialSummon'],
      cost: {
        can: (ctx) => tributable(ctx).length > 0,
        pay: (ctx) => {
          const monster = ctx.chooseCard(ctx.player, 'Choose a monster to Tribute for Metamorphosis', tributable(ctx));
          const level = ctx.level(monster);
          ctx.tribute([monster]);
          // Kept with the Chain Link: the Level to Summon.
          return String(level);
        },
      },
      resolve: (ctx) => {
        const fusions = fusionsOfLevel(ctx, Number(ctx.declared));
        if (fusions.length === 0) return;
        const fusion = ctx.chooseCard(ctx.player, `Choose a Level ${ctx.declared} Fusion Monster to Special Summon`, fusions);
        ctx.specialSummon(fusion, ctx.player, chooseSummonPosition(ctx, fusion), { fromExtraDeck: true });
      },
    },
  ],
} satisfies CardDefinition;

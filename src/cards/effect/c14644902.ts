// Summoner of Illusions
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones, fusionsInExtraDeck, tributableMonsters } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** Your other monsters that may be Tributed. */
const others = (ctx: EffectContext): string[] => tributableMonsters(ctx).filter((c) => c !== ctx.card);

/** Special Summons 1 Fusion Monster from your Extra Deck (not a Fusion Summon); it is destroyed as this turn's End Phase begins. */
function summonFusion(ctx: EffectContext): void {
  const fusions = fusionsInExtraDeck(ctx);
  if (fusions.length === 0 || freeMonsterZones(ctx) === 0) return;
  const fusion = ctx.chooseCard(ctx.player, 'Choose a Fusion Monster to Special Summon', fusions);
  if (ctx.specialSummon(fusion, ctx.player, chooseSummonPosition(ctx, fusion), { fromExtraDeck: true })) ctx.applyRule('destroyedInEndPhase', { player: ctx.player, card: fusion }, 'thisTurn');
}

export default {
  passcode: '14644902',
  name: 'Summoner of Illusions',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 3,
  atk: 800,
  def: 900,
  text: 'FLIP: Tribute 1 other monster you control; if you do, Special Summon 1 Fusion Monster from your Extra Deck. Destroy that Fusion Monster in the End Phase of this turn.',
  effects: [
    {
      // FLIP: Tribute 1 other monster (as it resolves); Special Summon 1 Fusion Monster from your Extra Deck; destroy it at the end of the turn
      kind: 'flip',
      label: 'Tribute 1 other monster: Special Summon a Fusion Monster from your Extra Deck (destroyed in the End Phase)',
      declares: ['specialSummon', 'destroy'],
      resolve: (ctx) => {
        const options = others(ctx);
        if (options.length === 0) return;
        ctx.tribute([ctx.chooseCard(ctx.player, 'Choose another monster to Tribute', options)]);
        summonFusion(ctx);
      },
    },
  ],
  // GOAT (goat/c504700184.lua): the Tribute is a cost, paid as the Flip effect activates (only with a Fusion Monster to Summon).
  eras: {
    goat: {
      text: 'FLIP: Tribute 1 other monster you control to Special Summon 1 Fusion Monster from your Extra Deck. Destroy that Fusion Monster in the End Phase of this turn.',
      effects: [
        {
          kind: 'flip',
          label: 'Tribute 1 other monster: Special Summon a Fusion Monster from your Extra Deck (destroyed in the End Phase)',
          declares: ['specialSummon', 'destroy'],
          cost: {
            can: (ctx) => others(ctx).length > 0 && fusionsInExtraDeck(ctx).length > 0,
            pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose another monster to Tribute', others(ctx))]),
          },
          resolve: summonFusion,
        },
      ],
    },
  },
} satisfies CardDefinition;

// De-Fusion
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, fusionMaterialsOf } from '../../engine/effects/library';

export default {
  passcode: '95286165',
  name: 'De-Fusion',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Target 1 face-up Fusion Monster on the field; it returns to the Extra Deck. Then, if every monster used as Fusion Material for its Fusion Summon is in your Graveyard, you can Special Summon them all.',
  effects: [
    {
      // Target 1 face-up Fusion Monster on the field; shuffle that target into the Extra Deck, then, if all the Fusion
      // Material Monsters that were used for its Fusion Summon are in your Graveyard, you can Special Summon all of them
      // (official/c95286165.lua: only if there are zones for all of them; each face-up, in a position you choose).
      kind: 'activation',
      label: 'Return a Fusion Monster to the Extra Deck; you can Special Summon its Fusion Materials from your Graveyard',
      declares: ['toDeck', 'specialSummon'],
      targets: [{ prompt: 'Choose a face-up Fusion Monster', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) && ctx.definition(c).frame === 'fusion' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || ctx.controllerOf(target) === null || !ctx.isFaceUp(target)) return;
        const materials = fusionMaterialsOf(ctx, target);
        ctx.returnToDeck([target], 'shuffle');
        if (ctx.controllerOf(target) !== null || materials.length === 0) return;
        const graveyard = ctx.graveyard('mine');
        if (!materials.every((m) => graveyard.includes(m) && ctx.maySpecialSummonByEffect(m)) || ctx.freeMonsterZones(ctx.player).length < materials.length) return;
        if (ctx.chooseOption(ctx.player, 'Special Summon its Fusion Materials from your Graveyard?', ['yes', 'no']) !== 'yes') return;
        for (const m of materials) ctx.specialSummon(m, ctx.player, chooseSummonPosition(ctx, m));
      },
    },
  ],
} satisfies CardDefinition;

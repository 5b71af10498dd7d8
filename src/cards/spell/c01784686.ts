// The Eye of Timaeus
import type { CardDefinition } from '../../engine/card';
import { alsoAlwaysNamed, chooseSummonPosition } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Fusion Monsters in your Extra Deck that list `material` (by one of its names) as a Fusion Material. */
const fusionsListing = (ctx: EffectContext, material: string): string[] =>
  ctx.extra('mine').filter((c) => {
    const def = ctx.definition(c);
    return def.frame === 'fusion' && def.materials?.kind === 'fusion' && !ctx.duel.faceUpExtra?.includes(c) && def.materials.names.some((n) => ctx.isNamed(material, n));
  });
/** A face-up "Dark Magician" monster you control with a Fusion Monster to make from it. */
const darkMagician = (ctx: EffectContext, c: string): boolean =>
  ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) && ctx.isOfArchetype(c, 'Dark Magician') && fusionsListing(ctx, c).length > 0;

export default {
  passcode: '01784686',
  name: 'The Eye of Timaeus',
  frame: 'spell',
  subtype: ['normal'],
  listedNames: ['Dark Magician'],
  text: 'This card is also always "Legendary Dragon Timaeus". Target 1 face-up "Dark Magician" monster you control: send it to the Graveyard as the only Fusion Material, and Special Summon (a Fusion Summon) from your Extra Deck 1 Fusion Monster that names that monster as a Fusion Material. You can activate "The Eye of Timaeus" only once per turn.',
  effects: [
    // (This card is also always treated as "Legendary Dragon Timaeus".)
    alsoAlwaysNamed('Legendary Dragon Timaeus'),
    {
      // Target 1 "Dark Magician" monster you control; Fusion Summon 1 Fusion Monster from your Extra Deck that lists that
      // monster on the field as a Fusion Material Monster, using it as the Fusion Material. You can only activate 1 "The Eye of Timaeus" per turn.
      kind: 'activation',
      label: 'Fusion Summon a Fusion Monster using only your "Dark Magician" monster',
      declares: ['specialSummon', 'toGraveyard'],
      oncePerTurn: 'name',
      targets: [{ prompt: 'Choose a "Dark Magician" monster you control', from: 'monsters', filter: darkMagician }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || ctx.controllerOf(target) !== ctx.player || !ctx.isFaceUp(target)) return;
        const options = fusionsListing(ctx, target);
        if (options.length === 0) return;
        const fusion = options.length === 1 ? options[0]! : ctx.chooseCard(ctx.player, 'Choose a Fusion Monster to Fusion Summon', options);
        ctx.sendToGraveyard([target]);
        ctx.specialSummon(fusion, ctx.player, chooseSummonPosition(ctx, fusion), { summonedAs: 'fusion' });
      },
    },
  ],
} satisfies CardDefinition;

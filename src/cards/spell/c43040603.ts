// Monster Gate
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, excavateUntil, normalSummonableCard } from '../../engine/effects/library';

export default {
  passcode: '43040603',
  name: 'Monster Gate',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Tribute a monster to open the gate: turn over cards from the top of your Deck until a monster you could Normal Summon shows; it is Special Summoned, the other cards go to the Graveyard.',
  effects: [
    {
      // Tribute 1 monster; excavate from the top of your Deck until you excavate a monster that can be Normal Summoned;
      // Special Summon it, also send the other excavated cards to the GY
      kind: 'activation',
      label: 'Tribute 1 monster: excavate until a monster you could Normal Summon, and Special Summon it',
      declares: ['specialSummon', 'toGraveyard'],
      condition: (ctx) => ctx.deck('mine').some((c) => normalSummonableCard(ctx.definition(c))),
      cost: {
        can: (ctx) => ctx.monsters('mine').length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a monster to Tribute for Monster Gate', ctx.monsters('mine'))]),
      },
      resolve: (ctx) => {
        const { found, above } = excavateUntil(ctx, (c) => normalSummonableCard(ctx.definition(c)));
        if (!found) return;
        if (above.length > 0) ctx.sendToGraveyard(above);
        if (!ctx.specialSummon(found, ctx.player, chooseSummonPosition(ctx, found))) ctx.sendToGraveyard([found]);
      },
    },
  ],
} satisfies CardDefinition;

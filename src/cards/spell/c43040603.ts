// Monster Gate
import { isNormalSummonableKind, type CardDefinition } from '../../engine/card';
import { chooseSummonPosition, deckHas, excavateUntil, freeMonsterZones, tributableMonsters } from '../../engine/effects/library';

export default {
  passcode: '43040603',
  name: 'Monster Gate',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Tribute a monster you control to activate this card. Turn over cards from the top of your Deck until you turn over a monster that can be Normal Summoned; Special Summon it and send the other turned-over cards to the Graveyard.',
  effects: [
    {
      // Tribute 1 monster; excavate until a monster that can be Normal Summoned: Special Summon it, also send the rest to the GY
      kind: 'activation',
      label: 'Tribute a monster: excavate until a Normal Summonable monster and Special Summon it',
      declares: ['specialSummon', 'toGraveyard'],
      condition: (ctx) => deckHas(ctx, (c) => isNormalSummonableKind(ctx.definition(c))),
      cost: {
        can: (ctx) => tributableMonsters(ctx).length > 0,
        pay: (ctx) => ctx.tribute([ctx.chooseCard(ctx.player, 'Choose a monster to Tribute', tributableMonsters(ctx))]),
      },
      resolve: (ctx) => {
        const { found, before } = excavateUntil(ctx, (c) => isNormalSummonableKind(ctx.definition(c)));
        if (!found) return;
        const summoned = freeMonsterZones(ctx) > 0 && ctx.specialSummon(found, ctx.player, chooseSummonPosition(ctx, found));
        ctx.sendToGraveyard(summoned ? before : [...before, found]);
      },
    },
  ],
} satisfies CardDefinition;

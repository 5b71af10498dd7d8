// Reasoning
import { isNormalSummonableKind, type CardDefinition } from '../../engine/card';
import { chooseSummonPosition, deckHas, excavateUntil, freeMonsterZones } from '../../engine/effects/library';

const LEVELS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;

export default {
  passcode: '58577036',
  name: 'Reasoning',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Your opponent names a Level. Turn over cards from the top of your Deck until you turn over a monster that can be Normal Summoned or Set. If its Level is the one named, send all the turned-over cards to the Graveyard; otherwise Special Summon that monster and send the rest to the Graveyard.',
  effects: [
    {
      // Your opponent declares a Level; excavate until a monster that can be Normal Summoned/Set; the
      // declared Level: send all to the GY; otherwise Special Summon it, also send the rest to the GY
      kind: 'activation',
      label: 'Your opponent names a Level; excavate until a Normal Summonable monster',
      declares: ['specialSummon', 'toGraveyard'],
      condition: (ctx) => freeMonsterZones(ctx) > 0 && deckHas(ctx, (c) => isNormalSummonableKind(ctx.definition(c))),
      resolve: (ctx) => {
        const level = ctx.chooseOption(ctx.opponent, 'Declare a monster Level for Reasoning', LEVELS);
        const { found, before } = excavateUntil(ctx, (c) => isNormalSummonableKind(ctx.definition(c)));
        if (!found) return;
        const summoned = String(ctx.definition(found).level ?? 0) !== level && freeMonsterZones(ctx) > 0 &&
          ctx.specialSummon(found, ctx.player, chooseSummonPosition(ctx, found));
        ctx.sendToGraveyard(summoned ? before : [...before, found]);
      },
    },
  ],
} satisfies CardDefinition;

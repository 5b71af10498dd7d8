// Reasoning
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, excavateUntil, freeMonsterZones, normalSummonableCard } from '../../engine/effects/library';

const LEVELS = Array.from({ length: 12 }, (_, i) => String(i + 1));

export default {
  passcode: '58577036',
  name: 'Reasoning',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Your opponent guesses a Level; turn over cards from the top of your Deck until a monster you could Normal Summon shows. A wrong guess: it is Special Summoned. The rest (and a rightly guessed monster) go to the Graveyard.',
  effects: [
    {
      // Your opponent declares a monster Level. Excavate from the top of your Deck until you excavate a monster that can be
      // Normal Summoned/Set. If its Level is the declared one, send all excavated cards to the GY; if not, Special Summon it,
      // also send the rest to the GY.
      kind: 'activation',
      label: 'Your opponent declares a Level; excavate until a monster, and Special Summon it unless its Level was declared',
      declares: ['specialSummon', 'toGraveyard'],
      condition: (ctx) => freeMonsterZones(ctx) > 0 && ctx.deck('mine').some((c) => normalSummonableCard(ctx.definition(c))),
      resolve: (ctx) => {
        const declared = Number(ctx.chooseOption(ctx.opponent, 'Declare a monster Level for Reasoning', LEVELS));
        const { found, above } = excavateUntil(ctx, (c) => normalSummonableCard(ctx.definition(c)));
        if (!found) return;
        if (ctx.definition(found).level !== declared && freeMonsterZones(ctx) > 0) {
          ctx.specialSummon(found, ctx.player, chooseSummonPosition(ctx, found));
          if (above.length > 0) ctx.sendToGraveyard(above);
        } else {
          ctx.sendToGraveyard([...above, found]);
        }
      },
    },
  ],
} satisfies CardDefinition;

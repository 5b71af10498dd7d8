// The Flute of Summoning Dragon
import type { CardDefinition } from '../../engine/card';
import { chooseSummonPosition, freeMonsterZones } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

const lordOnField = (ctx: EffectContext): boolean => ctx.monsters().some((m) => ctx.isFaceUp(m) && ctx.definition(m).name === 'Lord of D.');
const dragonsInHand = (ctx: EffectContext) => ctx.hand('mine').filter((c) => ctx.definition(c).monsterType === 'Dragon');

export default {
  passcode: '43973174',
  name: 'The Flute of Summoning Dragon',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate and resolve only while "Lord of D." is face-up on the field: Special Summon up to 2 Dragon monsters from your hand.',
  effects: [
    {
      // If "Lord of D." is on the field: Special Summon up to 2 Dragon monsters from your hand
      kind: 'activation',
      label: 'Special Summon up to 2 Dragons from your hand',
      declares: ['specialSummon'],
      condition: (ctx) => lordOnField(ctx) && dragonsInHand(ctx).length > 0 && freeMonsterZones(ctx) > 0,
      resolve: (ctx) => {
        if (!lordOnField(ctx)) return;
        const chosen = ctx.chooseUpTo(ctx.player, 'Choose a Dragon to Special Summon', dragonsInHand(ctx), Math.min(2, freeMonsterZones(ctx)));
        for (const dragon of chosen) ctx.specialSummon(dragon, ctx.player, chooseSummonPosition(ctx, dragon));
      },
    },
  ],
} satisfies CardDefinition;

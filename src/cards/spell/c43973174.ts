// The Flute of Summoning Dragon
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

const lordOnField = (ctx: EffectContext): boolean => ctx.monsters().some((m) => ctx.isFaceUp(m) && ctx.definition(m).name === 'Lord of D.');
const dragonsInHand = (ctx: EffectContext) => ctx.hand('mine').filter((c) => ctx.definition(c).monsterType === 'Dragon');

export default {
  passcode: '43973174',
  name: 'The Flute of Summoning Dragon',
  frame: 'spell',
  subtype: ['normal'],
  text: 'While the Lord of D. stands on the field, one note of this horn calls up to two dragons from your hand.',
  effects: [
    {
      // If "Lord of D." is on the field: Special Summon up to 2 Dragon monsters from your hand
      kind: 'activation',
      label: 'Special Summon up to 2 Dragons from your hand',
      declares: ['specialSummon'],
      condition: (ctx) => lordOnField(ctx) && dragonsInHand(ctx).length > 0,
      resolve: (ctx) => {
        if (!lordOnField(ctx)) return;
        const free = 5 - ctx.monsters('mine').length;
        const chosen = ctx.chooseUpTo(ctx.player, 'Choose a Dragon to Special Summon', dragonsInHand(ctx), Math.min(2, free));
        for (const dragon of chosen) {
          const position = ctx.chooseOption(ctx.player, `Special Summon ${ctx.definition(dragon).name} in which position?`, ['attack', 'defense'] as const);
          ctx.specialSummon(dragon, ctx.player, position);
        }
      },
    },
  ],
} satisfies CardDefinition;

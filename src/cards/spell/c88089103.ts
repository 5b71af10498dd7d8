// The Graveyard in the Fourth Dimension
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';

/** An "LV" monster: the engine has no archetypes, so its name says it ("Armed Dragon LV5"). */
const lvMonsters = (ctx: EffectContext): string[] =>
  ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && /\bLV\d+\b/.test(ctx.definition(c).name));

export default {
  passcode: '88089103',
  name: 'The Graveyard in the Fourth Dimension',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Choose 2 "LV" monsters in your Graveyard and return them to your Deck; then your Deck is shuffled.',
  effects: [
    {
      // Add 2 "LV" monsters from your Graveyard to your Deck and shuffle it.
      kind: 'activation',
      label: 'Return 2 "LV" monsters from your Graveyard to your Deck',
      declares: ['toDeck'],
      condition: (ctx) => lvMonsters(ctx).length >= 2,
      resolve: (ctx) => {
        const first = lvMonsters(ctx);
        if (first.length < 2) return;
        const a = ctx.chooseCard(ctx.player, 'Choose the first "LV" monster to return to your Deck', first);
        const b = ctx.chooseCard(ctx.player, 'Choose the second "LV" monster to return to your Deck', first.filter((c) => c !== a));
        ctx.returnToDeck([a, b], 'shuffle');
      },
    },
  ],
} satisfies CardDefinition;

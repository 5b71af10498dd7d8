// Mystik Wok
import type { CardDefinition } from '../../engine/card';
import type { EffectContext } from '../../engine/effects/types';
import { tributableMonsters } from '../../engine/effects/library';

/** Your monsters with some ATK or DEF to gain. */
const tributable = (ctx: EffectContext): string[] => tributableMonsters(ctx).filter((c) => ctx.atk(c) > 0 || ctx.def(c) > 0);

export default {
  passcode: '80161395',
  name: 'Mystik Wok',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Tribute 1 monster you control, then choose its ATK or its DEF as it was on the field: you gain that much LP.',
  effects: [
    {
      // Tribute 1 monster; gain LP equal to its ATK or DEF (chosen as it is Tributed, from its values on the field)
      kind: 'activation',
      label: "Tribute 1 monster: gain LP equal to its ATK or DEF",
      declares: ['recover'],
      cost: {
        can: (ctx) => tributable(ctx).length > 0,
        pay: (ctx) => {
          const monster = ctx.chooseCard(ctx.player, 'Choose a monster to Tribute for Mystik Wok', tributable(ctx));
          const [atk, def] = [ctx.atk(monster), ctx.def(monster)];
          const options = [...(atk > 0 ? [`${atk} (its ATK)`] : []), ...(def > 0 ? [`${def} (its DEF)`] : [])];
          const chosen = options.length === 1 ? options[0]! : ctx.chooseOption(ctx.player, 'Gain LP equal to its ATK or its DEF?', options);
          ctx.tribute([monster]);
          // Kept with the Chain Link: the amount to gain.
          return chosen.split(' ')[0]!;
        },
      },
      resolve: (ctx) => {
        const amount = Number(ctx.declared);
        if (amount > 0) ctx.gainLp(ctx.player, amount);
      },
    },
  ],
} satisfies CardDefinition;

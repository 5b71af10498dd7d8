// Divine Wrath
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { discardOneCost, lastLinkCard } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Chain Link just activated, if it is a monster's effect. */
function monsterEffect(ctx: EffectContext) {
  const last = ctx.chain[ctx.chain.length - 1];
  return last && !last.cardActivation && isMonster(ctx.definition(last.card)) ? last : null;
}

export default {
  passcode: '49010598',
  name: 'Divine Wrath',
  frame: 'trap',
  subtype: ['counter'],
  text: "When a monster's effect is activated: discard 1 card; negate that activation, and if you do, destroy that monster.",
  effects: [
    {
      // When a monster effect is activated: Discard 1 card; negate the activation, and if you do, destroy that monster
      kind: 'activation',
      label: "Negate a monster effect's activation and destroy that monster",
      declares: ['negate', 'destroy'],
      condition: (ctx) => monsterEffect(ctx) !== null,
      cost: discardOneCost('Divine Wrath'),
      affects: { destroy: lastLinkCard },
      resolve: (ctx) => {
        const link = monsterEffect(ctx);
        if (!link) return;
        ctx.negateActivation(link);
        if (ctx.controllerOf(link.card) !== null) ctx.destroy([link.card]);
      },
    },
  ],
} satisfies CardDefinition;

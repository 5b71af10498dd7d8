// Serial Spell
import type { CardDefinition } from '../../engine/card';
import { chainedNormalSpell } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** Every card in your hand but this one. */
const restOfHand = (ctx: EffectContext): string[] => ctx.hand('mine').filter((c) => c !== ctx.card);

export default {
  passcode: '49398568',
  name: 'Serial Spell',
  frame: 'spell',
  subtype: ['quick-play'],
  text: "Activate only in answer to your own activation of a Normal Spell Card, by discarding your whole hand (at least 1 card) as the cost. This card's effect becomes that Normal Spell's effect, choosing its own targets if it has any.",
  effects: [
    {
      // Activate only when you activate one of your Normal Spell Cards. Discard all the cards in your hand to the
      // Graveyard. The effect of this card becomes the same as the Normal Spell Card (official/c49398568.lua: the
      // chained Spell's target function and operation run as this card's; the whole hand, at least 1 card, the cost).
      kind: 'activation',
      label: "Discard your hand: this card's effect becomes that of your Normal Spell it answers",
      declares: ['discard'],
      copiesChainedSpell: true,
      condition: (ctx) => {
        const spell = chainedNormalSpell(ctx);
        return spell !== null && (!spell.effect.condition || spell.effect.condition(ctx));
      },
      cost: { can: (ctx) => restOfHand(ctx).length > 0, pay: (ctx) => ctx.discard(restOfHand(ctx)) },
      resolve: (ctx) => chainedNormalSpell(ctx)?.effect.resolve?.(ctx),
    },
  ],
} satisfies CardDefinition;

// Magic Drain
import type { CardDefinition } from '../../engine/card';
import { lastLinkCard } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';

/** The Chain Link just activated, if it is the activation of a Spell Card by your opponent. */
function opponentsSpell(ctx: EffectContext) {
  const last = ctx.chain[ctx.chain.length - 1];
  return last && last.cardActivation && last.player === ctx.opponent && ctx.definition(last.card).frame === 'spell' ? last : null;
}

export default {
  passcode: '59344077',
  name: 'Magic Drain',
  frame: 'trap',
  subtype: ['counter'],
  text: "When your opponent activates a Spell Card: they may discard 1 Spell Card to stop this card's effect; if they do not, that Spell's activation is negated and the Spell destroyed.",
  effects: [
    {
      // When your opponent activates a Spell Card: they can discard 1 Spell to negate this effect; otherwise negate the activation, and if you do, destroy it
      kind: 'activation',
      label: "Negate the activation of your opponent's Spell Card and destroy it, unless they discard a Spell",
      declares: ['negate', 'destroy'],
      condition: (ctx) => opponentsSpell(ctx) !== null,
      affects: { destroy: lastLinkCard },
      resolve: (ctx) => {
        const link = opponentsSpell(ctx);
        if (!link) return;
        const spells = ctx.hand('theirs').filter((c) => ctx.definition(c).frame === 'spell');
        // Asked whether they hold a Spell or not, so the question itself tells Magic Drain's player nothing.
        const options = spells.length > 0 ? (['yes', 'no'] as const) : (['no'] as const);
        if (ctx.chooseOption(ctx.opponent, 'Discard a Spell Card to stop Magic Drain?', options) === 'yes') {
          ctx.discard([ctx.chooseCard(ctx.opponent, 'Choose a Spell Card to discard', spells)]);
          return;
        }
        ctx.negateActivation(link);
        if (ctx.controllerOf(link.card) !== null) ctx.destroy([link.card]);
      },
    },
  ],
} satisfies CardDefinition;

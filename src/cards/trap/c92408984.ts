// The Dragon's Bead
import type { CardDefinition } from '../../engine/card';
import { discardOneCost } from '../../engine/effects/library';
import type { EffectContext } from '../../engine/effects/types';
import type { ChainLink } from '../../engine/state';

/**
 * The Chain Link just below: the activation of a Trap Card that targets a face-up Dragon monster on the field (the
 * script: `re:IsTrapEffect() and re:IsHasType(EFFECT_TYPE_ACTIVATE)`, a target face-up in a Monster Zone), its effect
 * not negated already.
 */
function trapTargetingDragon(ctx: EffectContext): ChainLink | null {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || !last.cardActivation || last.negated || last.effectNegated || ctx.definition(last.card).frame !== 'trap') return null;
  const dragon = (c: string): boolean => ctx.monsters('all').includes(c) && ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Dragon';
  return last.targets.some((t) => dragon(t.card)) ? last : null;
}

/** Whether this card is still face-up in its controller's Spell & Trap Zone. */
const stillHere = (ctx: EffectContext): boolean => ctx.spellTraps('mine').includes(ctx.card) && ctx.isFaceUp(ctx.card);

export default {
  passcode: '92408984',
  name: "The Dragon's Bead",
  frame: 'trap',
  subtype: ['continuous'],
  text: 'Continuous Trap. When a Trap Card is activated that targets a face-up Dragon monster (Quick Effect): you can discard 1 card to negate that Trap\'s effect and destroy it.',
  effects: [
    {
      // Activating the Continuous Trap itself: it stays face-up; its effect is used separately.
      kind: 'activation',
      label: "Place The Dragon's Bead face-up",
      declares: [],
    },
    {
      // Discard 1 card from your hand. Negate the effect of a Trap Card that targets 1 face-up Dragon-Type monster and
      // destroy the Trap Card (the script: only while this card is still on the field; the Trap destroyed if it is too).
      // (The script also counts it for Double Snare: `aux.DoubleSnareValidity`.)
      kind: 'quick',
      label: 'Discard 1 card: negate the effect of a Trap Card targeting a face-up Dragon monster, and destroy it',
      declares: ['negate', 'destroy', 'negatesTraps'],
      condition: (ctx) => trapTargetingDragon(ctx) !== null,
      cost: discardOneCost("The Dragon's Bead"),
      affects: { destroy: (ctx) => { const link = trapTargetingDragon(ctx); return link ? [link.card] : []; } },
      resolve: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        if (!link || link.negated || link.effectNegated || !stillHere(ctx)) return;
        ctx.negateEffect(link);
        if (ctx.spellTraps('all').includes(link.card)) ctx.destroy([link.card]);
      },
    },
  ],
} satisfies CardDefinition;

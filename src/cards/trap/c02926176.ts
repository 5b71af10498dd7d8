// Curse of Royal
import type { CardDefinition } from '../../engine/card';
import { lastLinkCard, negateLastActivationAndDestroy } from '../../engine/effects/library';
import type { ActivationEffect, EffectContext } from '../../engine/effects/types';
import type { ChainLink } from '../../engine/state';

/**
 * The Chain Link answered: a Spell or Trap Card's activation that declared it would destroy exactly 1 card,
 * a Spell or Trap Card on the field (its `affects.destroy`: ygopro's operation info, count 1, every card a
 * Spell/Trap on the field); `targeting`: it must also target exactly 1 card (the later script).
 */
const destroysOneSpellTrap = (ctx: EffectContext, link: ChainLink | undefined, targeting: boolean): boolean => {
  if (!link || link.negated || !link.cardActivation) return false;
  const destroyed = link.affects?.destroy ?? [];
  if (destroyed.length !== 1 || !ctx.spellTraps('all').includes(destroyed[0]!)) return false;
  return !targeting || link.targets.length === 1;
};

// Negate the activation and the effect of a Spell or Trap Card that includes the effect of destroying 1
// Spell or Trap Card, and destroy it.
const curse = (targeting: boolean): ActivationEffect => ({
  kind: 'activation',
  label: 'Negate the activation of a Spell or Trap Card that would destroy 1 Spell or Trap Card, and destroy it',
  declares: ['negate', 'destroy'],
  condition: (ctx) => destroysOneSpellTrap(ctx, ctx.chain[ctx.chain.length - 1], targeting),
  affects: { destroy: lastLinkCard },
  resolve: negateLastActivationAndDestroy,
});

export default {
  passcode: '02926176',
  name: 'Curse of Royal',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When a Spell or Trap Card is activated that targets 1 card and would destroy 1 Spell or Trap Card on the field: negate that activation, and if you do, destroy that card.',
  effects: [curse(true)],
  eras: {
    // GOAT (April 2005): the activation need not target (goat/c504700133.lua: "does not require targeting
    // (can be used against solemn, seven tools, etc)"): a Counter Trap negating a Spell or Trap Card would
    // destroy that 1 card.
    goat: {
      text: 'When a Spell or Trap Card is activated that would destroy exactly 1 Spell or Trap Card on the field, targeting it or not: negate that activation, and if you do, destroy that card.',
      effects: [curse(false)],
    },
  },
} satisfies CardDefinition;

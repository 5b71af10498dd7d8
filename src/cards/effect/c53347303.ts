// Blue-Eyes Shining Dragon
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { tributeNamedOnField } from '../../engine/effects/library';
import type { ChainLink } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

const ULTIMATE = 'Blue-Eyes Ultimate Dragon';
/** The Chain Link just activated, if it targets this face-up card and its effect is not negated yet. */
const targetingLink = (ctx: EffectContext): ChainLink | null => {
  const link = ctx.chain[ctx.chain.length - 1];
  if (!link || link.effectNegated || link.card === ctx.card || !ctx.isFaceUp(ctx.card) || ctx.controllerOf(ctx.card) === null) return null;
  return link.targets.some((t) => t.card === ctx.card) ? link : null;
};

export default {
  passcode: '53347303',
  name: 'Blue-Eyes Shining Dragon',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Dragon',
  level: 10,
  atk: 3000,
  def: 2500,
  listedNames: [ULTIMATE],
  text: 'Cannot be Normal Summoned or Set. You can Special Summon this card only from your hand, by Tributing 1 "Blue-Eyes Ultimate Dragon" you control; no other way can Special Summon it. Gains 300 ATK for each Dragon monster in your Graveyard. When a Spell, Trap or monster effect that targets this card is activated (Quick Effect): you can negate that effect.',
  // This card cannot be Special Summoned except by Tributing 1 "Blue-Eyes Ultimate Dragon" you control.
  summonProcedure: tributeNamedOnField(ULTIMATE),
  effects: [
    {
      // This card cannot be Normal Summoned or Set. This card cannot be Special Summoned except by …
      kind: 'condition',
      label: 'Special Summoned only by its own procedure',
      rules: [{ code: 'onlyByProcedure' }, { code: 'cannotBeSpecialSummoned' }],
    },
    {
      // This card gains 300 ATK for each Dragon-Type monster in your Graveyard.
      kind: 'continuous',
      label: '300 ATK for each Dragon monster in your Graveyard',
      modifiers: (ctx) => {
        const count = ctx.graveyard('mine').filter((c) => isMonster(ctx.definition(c)) && ctx.definition(c).monsterType === 'Dragon').length;
        return count > 0 ? [{ applies: (c) => c === ctx.card, atk: 300 * count }] : [];
      },
    },
    {
      // You can negate the effects of Spells, Traps, and Effect Monsters that target this card
      // (official/c53347303.lua: a Quick Effect on the activation of an effect that targets it, any number of times).
      kind: 'quick',
      label: 'Negate an effect that targets this card',
      declares: ['negate', 'negatesTraps'],
      damageStep: true,
      condition: (ctx) => targetingLink(ctx) !== null,
      resolve: (ctx) => {
        // The link it answered, just below its own on the Chain.
        const last = ctx.chain[ctx.chain.length - 1];
        if (last && !last.effectNegated && last.targets.some((t) => t.card === ctx.card)) ctx.negateEffect(last);
      },
    },
  ],
} satisfies CardDefinition;

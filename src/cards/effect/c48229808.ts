// Horus the Black Flame Dragon LV8
import type { CardDefinition } from '../../engine/card';
import { PENDULUM_SCALE, type ChainLink } from '../../engine/state';
import type { EffectContext } from '../../engine/effects/types';

/** The last Chain Link, if it is the activation of a Spell Card (a Pendulum Monster activated in a Pendulum Zone is one). */
function spellActivation(ctx: EffectContext): ChainLink | null {
  const last = ctx.chain[ctx.chain.length - 1];
  if (!last || !last.cardActivation || last.negated) return null;
  return last.effect === PENDULUM_SCALE || ctx.definition(last.card).frame === 'spell' ? last : null;
}

export default {
  passcode: '48229808',
  name: 'Horus the Black Flame Dragon LV8',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Dragon',
  level: 8,
  atk: 3000,
  def: 1800,
  text:
    'Cannot be Normal Summoned or Set; cannot be Special Summoned except by the effect of "Horus the Black Flame Dragon LV6". When a Spell Card is activated (Quick Effect): you can negate the activation and destroy that card.',
  effects: [
    {
      // This card cannot be Normal Summoned or Set. This card cannot be Special Summoned except by the effect of
      // "Horus the Black Flame Dragon LV6"
      kind: 'condition',
      label: 'Cannot be Normal Summoned or Set; Special Summoned only by "Horus the Black Flame Dragon LV6"',
      rules: [{ code: 'onlyByProcedure' }],
    },
    {
      // You can negate the activation and effect of any Spell Cards and destroy them
      kind: 'quick',
      label: 'Negate the activation of a Spell Card and destroy it',
      declares: ['negate', 'destroy'],
      optional: true,
      damageStep: true,
      condition: (ctx) => spellActivation(ctx) !== null,
      affects: { destroy: (ctx) => { const link = spellActivation(ctx); return link ? [link.card] : []; } },
      resolve: (ctx) => {
        const link = ctx.chain[ctx.chain.length - 1];
        if (!link || !ctx.isFaceUp(ctx.card)) return;
        ctx.negateActivation(link);
        if (ctx.duel.flow.chain.find((l) => l.card === link.card && l.effect === link.effect)?.negated) ctx.destroy([link.card]);
      },
    },
  ],
} satisfies CardDefinition;

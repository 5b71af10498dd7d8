// Ring of Defense
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '58641905',
  name: 'Ring of Defense',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'When a Trap effect that inflicts damage is activated: that Trap effect inflicts 0 damage to either player.',
  effects: [
    {
      // Activate only when an effect of a Trap Card that inflicts damage is activated. Make the effect damage of that
      // Trap Card 0 (official/c58641905.lua: EFFECT_CHANGE_DAMAGE to both players, for that Chain Link, this Chain).
      kind: 'activation',
      label: 'That Trap effect inflicts 0 damage',
      declares: [],
      condition: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        if (!last || last.negated || last.effectNegated) return false;
        const def = ctx.definition(last.card);
        return def.frame === 'trap' && (def.effects?.[last.effect]?.declares?.includes('damage') ?? false);
      },
      resolve: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        if (!last) return;
        for (const player of [ctx.player, ctx.opponent]) ctx.applyRule('noDamageFromLink', { player, key: `${last.card}#${last.effect}` }, 'thisChain');
      },
    },
  ],
} satisfies CardDefinition;

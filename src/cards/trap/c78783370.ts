// Barrel Behind the Door
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '78783370',
  name: 'Barrel Behind the Door',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When your opponent activates a card or effect that inflicts damage: the damage it would inflict to you is inflicted to your opponent instead.',
  effects: [
    {
      // Activate only when a card's effect that would inflict damage to you is activated: your opponent takes the damage instead.
      // The engine's `declares` names the kind only: an opponent's Chain Link that declares damage is taken as one that would damage you.
      kind: 'activation',
      label: 'Your opponent takes the damage instead',
      declares: ['damage'],
      damageStep: true,
      condition: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        return !!last && last.player === ctx.opponent && !last.negated && (ctx.definition(last.card).effects?.[last.effect]?.declares?.includes('damage') ?? false);
      },
      resolve: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        if (last) ctx.applyRule('reflectsEffectDamage', { player: ctx.player, key: `${last.card}#${last.effect}` }, 'thisChain');
      },
    },
  ],
} satisfies CardDefinition;

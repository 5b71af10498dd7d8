// Trap of Board Eraser
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '03055837',
  name: 'Trap of Board Eraser',
  frame: 'trap',
  subtype: ['counter'],
  text: 'When your opponent activates a card or effect that inflicts damage (not battle damage): the damage it would inflict to you becomes 0, then your opponent discards 1 card of their choice from their hand.',
  effects: [
    {
      // Activate only when an effect that inflicts damage to you is activated (not battle damage): negate the effect
      // damage you receive, then your opponent discards 1 card. The engine's `declares` names the kind only: an
      // opponent's Chain Link that declares damage is taken as one that would damage you (as Barrel Behind the Door).
      kind: 'activation',
      label: 'The damage to you becomes 0; your opponent discards 1 card',
      declares: ['discard'],
      discards: 'theirs',
      damageStep: true,
      condition: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        return !!last && last.player === ctx.opponent && !last.negated && (ctx.definition(last.card).effects?.[last.effect]?.declares?.includes('damage') ?? false);
      },
      resolve: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        if (last) ctx.applyRule('noDamageFromLink', { player: ctx.player, key: `${last.card}#${last.effect}` }, 'thisChain');
        const hand = ctx.hand('theirs');
        if (hand.length > 0) ctx.discard([ctx.chooseCard(ctx.opponent, 'Choose a card to discard', hand)]);
      },
    },
  ],
} satisfies CardDefinition;

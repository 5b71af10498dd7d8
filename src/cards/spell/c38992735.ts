// Wave-Motion Cannon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '38992735',
  name: 'Wave-Motion Cannon',
  frame: 'spell',
  subtype: ['continuous'],
  text: 'Each of your Standby Phases while this card is face-up places 1 Counter on it. During your Main Phase, you can send this card to the Graveyard: your opponent takes 1000 damage for each of your Standby Phases that passed since it was activated (its Counters).',
  effects: [
    {
      // The card's activation: it stays face-up on the field
      kind: 'activation',
      label: 'Place Wave-Motion Cannon face-up',
    },
    {
      // Counts your Standby Phases since it was activated (a counter each: public, as the count is), with no Chain
      kind: 'trigger',
      withoutChain: true,
      label: 'Count 1 of your Standby Phases on Wave-Motion Cannon',
      declares: ['counter'],
      when: (ctx, e) => e.type === 'phaseEntered' && e.phase === 'standby' && e.player === ctx.player,
      resolve: (ctx) => void ctx.changeCounters(ctx.card, 1),
    },
    {
      // During your Main Phase: send this card to the GY; inflict 1000 damage for each of your Standby Phases since it was activated
      kind: 'ignition',
      label: 'Send Wave-Motion Cannon to the Graveyard: inflict 1000 damage for each Standby Phase counted',
      declares: ['damage'],
      cost: {
        can: () => true,
        // The count goes with the card: kept with the Chain Link as what was paid (public, like the cost).
        pay: (ctx) => {
          const standbys = ctx.counters(ctx.card);
          ctx.sendToGraveyard([ctx.card]);
          return String(standbys);
        },
      },
      resolve: (ctx) => {
        const standbys = Number(ctx.declared ?? '0');
        if (standbys > 0) ctx.damage(ctx.opponent, 1000 * standbys);
      },
    },
  ],
} satisfies CardDefinition;

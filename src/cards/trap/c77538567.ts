// Dark Bribe
import type { CardDefinition } from '../../engine/card';
import { lastLinkCard } from '../../engine/effects/library';
import { PENDULUM_SCALE } from '../../engine/state';

export default {
  passcode: '77538567',
  name: 'Dark Bribe',
  frame: 'trap',
  subtype: ['counter'],
  text: "Counter Trap. When your opponent activates a Spell or Trap Card: they draw 1 card, and you negate that activation, and if you do, destroy that card.",
  effects: [
    {
      // When an opponent's Spell/Trap Card is activated: Your opponent draws 1 card, also negate the Spell/Trap activation, and if you do, destroy it
      kind: 'activation',
      label: "Your opponent draws 1 card; negate the activation of their Spell/Trap Card and destroy it",
      declares: ['draw', 'negate', 'destroy'],
      condition: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        if (!last || !last.cardActivation || last.player !== ctx.opponent) return false;
        // A Pendulum Monster activated in a Pendulum Zone is activated as a Spell Card.
        return last.effect === PENDULUM_SCALE || ['spell', 'trap'].includes(ctx.definition(last.card).frame);
      },
      affects: { destroy: lastLinkCard },
      resolve: (ctx) => {
        const last = ctx.chain[ctx.chain.length - 1];
        ctx.draw(ctx.opponent, 1);
        if (!last) return;
        ctx.negateActivation(last);
        ctx.destroy([last.card]);
      },
    },
  ],
} satisfies CardDefinition;

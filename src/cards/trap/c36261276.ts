// Interdimensional Matter Transporter
import type { CardDefinition } from '../../engine/card';
import { opponentOf } from '../../engine/constants';
import { inAttackPosition } from '../../engine/effects/library';

export default {
  passcode: '36261276',
  name: 'Interdimensional Matter Transporter',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Target 1 face-up monster you control; banish it. It comes back to your field, in the position it left in, when the End Phase begins.',
  effects: [
    {
      // Target 1 face-up monster you control; banish that target until the End Phase.
      kind: 'activation',
      label: 'Banish 1 face-up monster you control until the End Phase',
      declares: ['banish'],
      targets: [{ prompt: 'Choose a face-up monster you control to banish until the End Phase', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.player && ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target === undefined || ctx.controllerOf(target) !== ctx.player || !ctx.isFaceUp(target)) return;
        const position = inAttackPosition(ctx, target) ? 'attack' : 'defense';
        ctx.banish([target]);
        // Banished during an End Phase, it comes back in the next one.
        const when = ctx.phase() === 'end' ? { turnsOf: opponentOf(ctx.duel.turnPlayer), count: 1 } : 'thisTurn';
        ctx.applyRule('returnsInEndPhase', { player: ctx.player, card: target, key: position }, when);
      },
    },
  ],
} satisfies CardDefinition;

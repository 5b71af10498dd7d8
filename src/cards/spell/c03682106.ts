// Double Snare
import type { CardDefinition } from '../../engine/card';
import { negatesTrapEffects } from '../../engine/effects/library';

export default {
  passcode: '03682106',
  name: 'Double Snare',
  frame: 'spell',
  subtype: ['normal'],
  text: "Target 1 face-up card on the field that has an effect negating Trap Cards' effects; destroy it.",
  effects: [
    {
      // Destroy 1 face-up card on the field that has an effect that negates Trap Cards' effects.
      kind: 'activation',
      label: "Destroy 1 face-up card that negates Trap Cards' effects",
      declares: ['destroy'],
      targets: [
        {
          prompt: "Choose a face-up card that negates Trap Cards' effects",
          from: 'field',
          other: true,
          filter: (ctx, card) => ctx.isFaceUp(card) && negatesTrapEffects(ctx.definition(card)),
        },
      ],
      resolve: (ctx) => ctx.destroy(ctx.targets.filter((card) => ctx.isFaceUp(card))),
    },
  ],
} satisfies CardDefinition;

// Fissure
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '66788016',
  name: 'Fissure',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Destroy the face-up monster your opponent controls with the lowest ATK (you choose among ties). It does not target.',
  effects: [
    {
      // Destroy the 1 face-up monster your opponent controls with the lowest ATK (your choice, if tied)
      kind: 'activation',
      label: "Destroy your opponent's face-up monster with the lowest ATK",
      declares: ['destroy'],
      condition: (ctx) => ctx.monsters('theirs').some((c) => ctx.isFaceUp(c)),
      affects: {
        destroy: (ctx) => {
          const faceUp = ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c));
          const lowest = Math.min(...faceUp.map((c) => ctx.atk(c)));
          return faceUp.filter((c) => ctx.atk(c) === lowest);
        },
      },
      resolve: (ctx) => {
        const faceUp = ctx.monsters('theirs').filter((c) => ctx.isFaceUp(c));
        if (faceUp.length === 0) return;
        const lowest = Math.min(...faceUp.map((c) => ctx.atk(c)));
        const tied = faceUp.filter((c) => ctx.atk(c) === lowest);
        const victim = tied.length === 1 ? tied[0]! : ctx.chooseCard(ctx.player, 'Choose which monster with the lowest ATK to destroy', tied);
        ctx.destroy([victim]);
      },
    },
  ],
} satisfies CardDefinition;

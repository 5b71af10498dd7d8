// Shrink
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '55713623',
  name: 'Shrink',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Target 1 face-up monster on the field: until the End Phase, its original ATK is halved (it loses half its original ATK).',
  effects: [
    {
      // Target 1 face-up monster on the field; the original ATK of that monster is halved until the End Phase
      kind: 'activation',
      label: 'Halve the original ATK of a face-up monster until the End Phase',
      declares: ['modifyStats'],
      damageStep: true,
      targets: [{ prompt: 'Choose a face-up monster', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (!target || !ctx.isFaceUp(target)) return;
        // Halving the original ATK takes away half of it (the printed one, or what Shield & Sword or the card's own rule made it).
        const half = Math.floor(ctx.originalAtk(target) / 2);
        if (half > 0) ctx.modifyUntilEndOfTurn(target, { atk: -half });
      },
    },
  ],
} satisfies CardDefinition;

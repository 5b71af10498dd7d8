// Mystic Box
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '25774450',
  name: 'Mystic Box',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 monster your opponent controls and 1 monster you control: destroy the opponent\'s monster, and if it is destroyed, your opponent takes control of your monster for good.',
  effects: [
    {
      // Target 1 monster your opponent controls and 1 monster you control; destroy the first target, then give control of the second target to your opponent.
      kind: 'activation',
      label: "Destroy 1 of your opponent's monsters, then give them 1 of yours",
      declares: ['destroy', 'changeControl'],
      targets: [
        { prompt: 'Choose a monster your opponent controls to destroy', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent },
        { prompt: 'Choose a monster you control to give to your opponent', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.player },
      ],
      // It would destroy the first target only (the second changes control).
      affects: { destroy: (ctx) => ctx.targets.slice(0, 1) },
      resolve: (ctx) => {
        const [theirs, mine] = ctx.targets;
        if (theirs === undefined || ctx.controllerOf(theirs) !== ctx.opponent) return;
        // "then": the control change follows only the destruction.
        if (ctx.destroy([theirs]).length === 0) return;
        if (mine !== undefined && ctx.controllerOf(mine) === ctx.player) ctx.giveControl(mine, ctx.opponent);
      },
    },
  ],
} satisfies CardDefinition;

// Two-Pronged Attack
import type { CardDefinition } from '../../engine/card';
import type { TargetSpec } from '../../engine/effects/types';

const yours: TargetSpec = { prompt: 'Choose a monster you control', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.player };

export default {
  passcode: '83887306',
  name: 'Two-Pronged Attack',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Target 2 monsters you control and 1 monster your opponent controls; destroy them.',
  effects: [
    {
      // Target 2 monsters you control and 1 monster your opponent controls; destroy them
      kind: 'activation',
      label: "Destroy 2 of your monsters and 1 of your opponent's",
      declares: ['destroy'],
      targets: [
        yours,
        { ...yours, prompt: 'Choose another monster you control' },
        { prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent },
      ],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    },
  ],
} satisfies CardDefinition;

// Thousand Knives
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '63391643',
  name: 'Thousand Knives',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Usable only while a face-up "Dark Magician" is on your side of the field. Target 1 monster your opponent controls; destroy it.',
  listedNames: ['Dark Magician'],
  effects: [
    {
      // Activate only while you control a face-up "Dark Magician". Destroy 1 monster your opponent controls (targeted)
      kind: 'activation',
      label: 'Destroy 1 monster your opponent controls',
      declares: ['destroy'],
      condition: (ctx) => ctx.monsters('mine').some((c) => ctx.isFaceUp(c) && ctx.definition(c).name === 'Dark Magician'),
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;

// The Warrior Returning Alive
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '95281259',
  name: 'The Warrior Returning Alive',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Target 1 Warrior monster in your Graveyard; add it to your hand.',
  effects: [
    {
      // Target 1 Warrior monster in your GY; add that target to your hand
      kind: 'activation',
      label: 'Add 1 Warrior monster from your Graveyard to your hand',
      declares: ['toHand'],
      targets: [{ prompt: 'Choose a Warrior monster in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).monsterType === 'Warrior' && ctx.definition(c).frame !== 'spell' && ctx.definition(c).frame !== 'trap' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

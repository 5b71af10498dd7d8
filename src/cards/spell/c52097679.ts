// Shield & Sword
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '52097679',
  name: 'Shield & Sword',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Every face-up monster on the field has its original ATK and DEF exchanged until the end of this turn (changes from other effects still apply on top). Needs a face-up monster on the field.',
  effects: [
    {
      // Switch the original ATK and DEF of all face-up monster Cards currently on the field, until the End Phase
      kind: 'activation',
      label: 'Exchange the original ATK and DEF of every face-up monster this turn',
      declares: ['modifyStats'],
      condition: (ctx) => ctx.monsters('all').some((m) => ctx.isFaceUp(m)),
      resolve: (ctx) => {
        for (const m of ctx.monsters('all')) if (ctx.isFaceUp(m)) ctx.applyRule('swapsOriginalStats', { player: ctx.player, card: m }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;

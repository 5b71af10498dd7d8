// Reverse Trap
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '77622396',
  name: 'Reverse Trap',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Until the end of this turn, every effect that raises or lowers ATK or DEF does the opposite (a gain becomes a loss and a loss a gain); ATK or DEF doubled or halved is unchanged.',
  effects: [
    {
      // Until the end of this turn, all increases and decreases to ATK/DEF are reversed (not
      // doubling or halving; a second Reverse Trap that turn changes nothing more).
      kind: 'activation',
      label: 'Reverse every ATK/DEF increase and decrease this turn',
      declares: ['modifyStats'],
      resolve: (ctx) => ctx.applyRule('reverseStatChanges', { player: ctx.player }, 'thisTurn'),
    },
  ],
} satisfies CardDefinition;

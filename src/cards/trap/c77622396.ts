// Reverse Trap
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '77622396',
  name: 'Reverse Trap',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Turn every blessing into a curse: until the end of this turn, each ATK/DEF gain counts as a loss, and each loss as a gain.',
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

// Castle Walls
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '44209392',
  name: 'Castle Walls',
  frame: 'trap',
  subtype: ['normal'],
  text: 'Target 1 face-up monster on the field; it gains 500 DEF until the end of this turn.',
  effects: [
    {
      // Target 1 face-up monster on the field; it gains 500 DEF until the end of this turn
      kind: 'activation',
      label: 'A face-up monster gains 500 DEF until the end of this turn',
      declares: ['modifyStats'],
      // It directly changes ATK/DEF: it may be activated in the Damage Step, up to damage calculation.
      damageStep: true,
      targets: [{ prompt: 'Choose a face-up monster', from: 'monsters', filter: (ctx, c) => ctx.isFaceUp(c) }],
      resolve: (ctx) => ctx.targets.forEach((t) => ctx.modifyUntilEndOfTurn(t, { def: 500 })),
    },
  ],
} satisfies CardDefinition;

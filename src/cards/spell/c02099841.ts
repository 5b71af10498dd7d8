// Smile World
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '02099841',
  name: 'Smile World',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Every face-up monster on the field gains 100 ATK for each monster on the field (counted as it resolves), until the end of this turn.',
  effects: [
    {
      // All face-up monsters on the field gain 100 ATK for each monster currently on the field, until the end of this turn
      kind: 'activation',
      label: 'All face-up monsters gain 100 ATK for each monster on the field this turn',
      declares: ['modifyStats'],
      condition: (ctx) => ctx.monsters('all').some((c) => ctx.isFaceUp(c)),
      resolve: (ctx) => {
        const gain = 100 * ctx.monsters('all').length;
        for (const c of ctx.monsters('all')) if (ctx.isFaceUp(c)) ctx.modifyUntilEndOfTurn(c, { atk: gain });
      },
    },
  ],
} satisfies CardDefinition;

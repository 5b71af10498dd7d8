// Torrential Tribute
import type { CardDefinition } from '../../engine/card';
import { summonedByAnyone } from '../../engine/effects/library';

export default {
  passcode: '53582587',
  name: 'Torrential Tribute',
  frame: 'trap',
  subtype: ['normal'],
  text: 'When a monster is Summoned: destroy every monster on the field.',
  effects: [
    {
      // When a monster is Summoned: destroy all monsters on the field
      kind: 'activation',
      label: 'Destroy all monsters on the field',
      declares: ['destroy'],
      condition: (ctx) => summonedByAnyone(ctx).length > 0,
      affects: { destroy: (ctx) => ctx.monsters('all') },
      resolve: (ctx) => ctx.destroy(ctx.monsters('all')),
    },
  ],
} satisfies CardDefinition;

// Royal Tribute
import type { CardDefinition } from '../../engine/card';
import { isMonster } from '../../engine/card';
import { faceUpFieldSpellNamed } from '../../engine/effects/library';

export default {
  passcode: '72405967',
  name: 'Royal Tribute',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate only while you control a face-up "Necrovalley". Each player discards every monster in their hand.',
  listedNames: ['Necrovalley'],
  effects: [
    {
      // If you control "Necrovalley": both players discard all monsters in their hands.
      kind: 'activation',
      label: 'Both players discard every monster in their hand',
      declares: ['discard'],
      discards: 'both',
      condition: (ctx) => faceUpFieldSpellNamed(ctx, 'Necrovalley', ctx.player),
      resolve: (ctx) => {
        const monsters = ctx.hand('all').filter((c) => isMonster(ctx.definition(c)));
        ctx.discard(monsters);
      },
    },
  ],
} satisfies CardDefinition;

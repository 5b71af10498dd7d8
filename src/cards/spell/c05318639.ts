// Mystical Space Typhoon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '05318639',
  name: 'Mystical Space Typhoon',
  frame: 'spell',
  subtype: ['quick-play'],
  text: 'Target 1 Spell or Trap Card on the field; destroy it.',
  effects: [
    {
      // Target 1 Spell/Trap on the field; destroy it
      kind: 'activation',
      label: 'Destroy 1 Spell or Trap Card on the field',
      declares: ['destroy'],
      targets: [{ prompt: 'Choose a Spell or Trap Card on the field', from: 'spellTraps' }],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    },
  ],
} satisfies CardDefinition;

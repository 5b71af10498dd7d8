// Harpie's Feather Duster
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '18144506',
  name: "Harpie's Feather Duster",
  frame: 'spell',
  subtype: ['normal'],
  text: 'Destroy every Spell and Trap Card your opponent controls.',
  effects: [
    {
      // Destroy all Spells and Traps your opponent controls
      kind: 'activation',
      label: 'Destroy all Spells and Traps your opponent controls',
      declares: ['destroy'],
      condition: (ctx) => ctx.spellTraps('theirs').length > 0,
      affects: { destroy: (ctx) => ctx.spellTraps('theirs') },
      resolve: (ctx) => ctx.destroy(ctx.spellTraps('theirs')),
    },
  ],
} satisfies CardDefinition;

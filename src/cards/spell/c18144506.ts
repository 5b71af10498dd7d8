// Harpie's Feather Duster
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '18144506',
  name: "Harpie's Feather Duster",
  frame: 'spell',
  subtype: ['normal'],
  text: "A sweep of feathers clears your opponent's side: every Spell and Trap Card they control is destroyed.",
  effects: [
    {
      // Destroy all Spells and Traps your opponent controls
      kind: 'activation',
      label: 'Destroy all Spells and Traps your opponent controls',
      declares: ['destroy'],
      condition: (ctx) => ctx.spellTraps('theirs').length > 0,
      resolve: (ctx) => ctx.destroy(ctx.spellTraps('theirs')),
    },
  ],
} satisfies CardDefinition;

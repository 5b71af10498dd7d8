// Cold Wave
import type { CardDefinition } from '../../engine/card';
import { atStartOfMainPhase1 } from '../../engine/effects/library';

export default {
  passcode: '60682203',
  name: 'Cold Wave',
  frame: 'spell',
  subtype: ['normal'],
  text: 'Activate only at the start of your Main Phase 1, before anything else is done in it. Until your next turn begins, neither player can activate or Set Spell or Trap Cards.',
  effects: [
    {
      // Until your next turn, neither player can play or Set Spell or Trap Cards.
      kind: 'activation',
      label: 'Neither player can activate or Set Spell or Trap Cards until your next turn',
      declares: ['restrict'],
      condition: atStartOfMainPhase1,
      resolve: (ctx) => {
        // Through the opponent's next turn: it ends as its player's next turn begins.
        for (const player of [ctx.player, ctx.opponent]) ctx.applyRule('noSpellTrapPlays', { player }, { turnsOf: ctx.opponent, count: 1 });
      },
    },
  ],
} satisfies CardDefinition;

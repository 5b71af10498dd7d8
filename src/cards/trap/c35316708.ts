// Time Seal
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '35316708',
  name: 'Time Seal',
  frame: 'trap',
  subtype: ['normal'],
  text: "Your opponent skips the Draw Phase of their next turn: that turn begins with its Standby Phase, and they draw no card.",
  effects: [
    {
      // Skip the Draw Phase of your opponent's next turn.
      kind: 'activation',
      label: "Your opponent skips the Draw Phase of their next turn",
      declares: ['restrict'],
      // "Next turn": during the opponent's own turn, the one after it (ruleCodes.ts lastTurnOf).
      resolve: (ctx) => ctx.applyRule('skipDrawPhase', { player: ctx.opponent }, { turnsOf: ctx.opponent, count: 1 }),
    },
  ],
} satisfies CardDefinition;

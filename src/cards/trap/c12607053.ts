// Waboku
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '12607053',
  name: 'Waboku',
  frame: 'trap',
  subtype: ['normal'],
  text: "This turn, you take no battle damage from your opponent's monsters, and your monsters cannot be destroyed by battle.",
  effects: [
    {
      // You take no battle damage this turn; your monsters cannot be destroyed by battle this turn
      kind: 'activation',
      label: 'No battle damage to you and no destruction of your monsters by battle this turn',
      declares: ['restrict'],
      resolve: (ctx) => {
        ctx.applyRule('noBattleDamage', { player: ctx.player }, 'thisTurn');
        ctx.applyRule('indestructibleByBattle', { player: ctx.player }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;

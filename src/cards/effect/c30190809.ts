// Gear Golem the Moving Fortress
import type { CardDefinition } from '../../engine/card';
import { payLpCost } from '../../engine/effects/library';

export default {
  passcode: '30190809',
  name: 'Gear Golem the Moving Fortress',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Machine',
  level: 4,
  atk: 800,
  def: 2200,
  text: 'Once per turn, during your Main Phase 1: you can pay 800 LP; this turn, this card can attack your opponent directly.',
  effects: [
    {
      // Once per turn, during your Main Phase 1: pay 800 LP; this card can attack your opponent directly this turn
      kind: 'ignition',
      label: 'Pay 800 LP: this card can attack directly this turn',
      declares: [],
      oncePerTurn: 'card',
      condition: (ctx) => ctx.phase() === 'main1',
      cost: payLpCost(800),
      resolve: (ctx) => {
        if (ctx.monsters('mine').includes(ctx.card) && ctx.isFaceUp(ctx.card)) ctx.applyRule('attacksDirectly', { player: ctx.player, card: ctx.card }, 'thisTurn');
      },
    },
  ],
} satisfies CardDefinition;

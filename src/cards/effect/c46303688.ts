// Roulette Barrel
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '46303688',
  name: 'Roulette Barrel',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Machine',
  level: 4,
  atk: 1000,
  def: 2000,
  text: 'Once per turn: you can roll a six-sided die twice and keep one of the two results, then destroy a face-up monster on the field whose Level equals it.',
  effects: [
    {
      // Once per turn: You can roll a six-sided die twice, choose 1 result, and destroy 1 monster on the field whose Level is equal to that result
      kind: 'ignition',
      label: 'Roll a die twice: destroy a monster of the Level you keep',
      declares: ['destroy'],
      oncePerTurn: 'card',
      resolve: (ctx) => {
        const rolls = [ctx.rollDie(), ctx.rollDie()].sort((a, b) => a - b).map(String);
        const kept = rolls[0] === rolls[1] ? rolls[0]! : ctx.chooseOption(ctx.player, 'Keep which result?', rolls);
        const fitting = ctx.monsters('all').filter((c) => ctx.isFaceUp(c) && String(ctx.level(c)) === kept);
        if (fitting.length > 0) ctx.destroy([ctx.chooseCard(ctx.player, `Choose a Level ${kept} monster to destroy`, fitting)]);
      },
    },
  ],
} satisfies CardDefinition;

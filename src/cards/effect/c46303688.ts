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
  text: 'Once a turn, spin the barrel: roll a die twice, keep one result, and a face-up monster of that Level is destroyed.',
  effects: [
    {
      // Once per turn: You can roll a six-sided die twice, choose 1 result, and destroy 1 face-up monster on the field whose Level is that result
      kind: 'ignition',
      label: 'Roll a die twice, choose a result: destroy 1 face-up monster of that Level',
      declares: ['destroy'],
      oncePerTurn: 'card',
      resolve: (ctx) => {
        const rolls = [ctx.rollDie(), ctx.rollDie()];
        const kept = rolls[0] === rolls[1] ? rolls[0]! : Number(ctx.chooseOption(ctx.player, 'Choose one result', rolls.map(String)));
        const fitting = ctx.monsters('all').filter((c) => ctx.isFaceUp(c) && ctx.level(c) === kept);
        if (fitting.length > 0) ctx.destroy([ctx.chooseCard(ctx.player, `Choose a face-up Level ${kept} monster to destroy`, fitting)]);
      },
    },
  ],
} satisfies CardDefinition;

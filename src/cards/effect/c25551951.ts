// Blowback Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '25551951',
  name: 'Blowback Dragon',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Machine',
  level: 6,
  atk: 2300,
  def: 1200,
  text: 'Once a turn, aim at one card your opponent controls and toss a coin three times: two or more heads and it is blown away.',
  effects: [
    {
      // Once per turn: You can target 1 card your opponent controls; toss a coin 3 times, and destroy that target if at least 2 are Heads
      kind: 'ignition',
      label: "Toss 3 coins: destroy 1 card your opponent controls on 2 or more heads",
      declares: ['destroy'],
      oncePerTurn: 'card',
      targets: [{ prompt: 'Choose a card your opponent controls', from: 'field', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        let heads = 0;
        for (let i = 0; i < 3; i++) if (ctx.tossCoin() === 'heads') heads++;
        const [target] = ctx.targets;
        if (heads >= 2 && target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;

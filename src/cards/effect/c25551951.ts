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
  text: 'Once per turn: you can target a card your opponent controls and toss a coin 3 times; if at least 2 land heads, destroy that card.',
  effects: [
    {
      // Once per turn: You can target 1 card your opponent controls; toss a coin 3 times, and destroy that target if at least 2 of the results are Heads
      kind: 'ignition',
      label: 'Toss 3 coins: destroy 1 card your opponent controls on 2 or more heads',
      declares: ['destroy'],
      oncePerTurn: 'card',
      targets: [{ prompt: 'Choose a card your opponent controls', from: 'field', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const heads = [ctx.tossCoin(), ctx.tossCoin(), ctx.tossCoin()].filter((r) => r === 'heads').length;
        const [target] = ctx.targets;
        if (heads >= 2 && target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;

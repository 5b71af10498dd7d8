// Blizzard Dragon
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '61802346',
  name: 'Blizzard Dragon',
  frame: 'effect',
  attribute: 'WATER',
  monsterType: 'Dragon',
  level: 4,
  atk: 1800,
  def: 1000,
  text: 'Once per turn: you can target 1 monster your opponent controls; until the end of your opponent\'s next turn, that monster cannot attack and its battle position cannot be changed.',
  effects: [
    {
      // Once per turn: You can target 1 monster your opponent controls; it cannot change its battle position or declare an attack
      // until the end of your opponent's next turn.
      kind: 'ignition',
      label: "Target 1 of your opponent's monsters: it cannot attack or change its position until the end of their next turn",
      declares: ['restrict'],
      oncePerTurn: 'card',
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target === undefined || ctx.controllerOf(target) !== ctx.opponent) return;
        // Used in your own Main Phase: through the opponent's next turn.
        const lasts = { turnsOf: ctx.opponent, count: 1 };
        ctx.applyRule('cannotAttack', { player: ctx.opponent, card: target }, lasts);
        ctx.applyRule('cannotChangePosition', { player: ctx.opponent, card: target }, lasts);
      },
    },
  ],
} satisfies CardDefinition;

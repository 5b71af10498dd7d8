// Golem Sentry
import type { CardDefinition } from '../../engine/card';
import { isSummonOf } from '../../engine/effects/library';

export default {
  passcode: '52323207',
  name: 'Golem Sentry',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 800,
  def: 1800,
  text: 'Once a turn it can crouch face-down in Defense Position; Flip Summoned, it heaves one of your opponent\'s monsters back to their hand.',
  effects: [
    {
      // Once per turn: You can change this card to face-down Defense Position
      kind: 'ignition',
      label: 'Change Golem Sentry to face-down Defense Position',
      declares: ['position'],
      oncePerTurn: 'card',
      condition: (ctx) => ctx.isFaceUp(ctx.card),
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) === ctx.player && ctx.isFaceUp(ctx.card)) ctx.setPosition(ctx.card, 'defense', false);
      },
    },
    {
      // When this card is Flip Summoned: target 1 monster your opponent controls; return that target to the hand
      kind: 'trigger',
      label: "Return 1 of your opponent's monsters to the hand",
      declares: ['toHand'],
      when: (ctx, e) => isSummonOf(e, ['flip']) && 'card' in e && e.card === ctx.card,
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

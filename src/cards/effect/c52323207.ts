// Golem Sentry
import type { CardDefinition } from '../../engine/card';
import { canTurnFaceDown } from '../../engine/effects/library';

export default {
  passcode: '52323207',
  name: 'Golem Sentry',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 4,
  atk: 800,
  def: 1800,
  text: 'Once per turn: you can turn this card face-down in Defense Position. When this card is Flip Summoned, target a monster your opponent controls and return it to its owner\'s hand.',
  effects: [
    {
      // Once per turn: You can change this card to face-down Defense Position
      kind: 'ignition',
      label: 'Turn this card face-down in Defense Position',
      declares: ['position'],
      oncePerTurn: 'card',
      condition: (ctx) => canTurnFaceDown(ctx, ctx.card),
      resolve: (ctx) => {
        if (ctx.controllerOf(ctx.card) === ctx.player && ctx.isFaceUp(ctx.card)) ctx.setPosition(ctx.card, 'defense', false);
      },
    },
    {
      // When this card is Flip Summoned: Target 1 monster your opponent controls; return that target to the hand
      kind: 'trigger',
      label: 'Return 1 monster your opponent controls to the hand',
      declares: ['toHand'],
      when: (ctx, e) => e.type === 'summoned' && e.how === 'flip' && e.card === ctx.card,
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => ctx.returnToHand(ctx.targets.filter((c) => ctx.controllerOf(c) !== null)),
    },
  ],
} satisfies CardDefinition;

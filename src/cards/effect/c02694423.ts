// Medusa Worm
import type { CardDefinition } from '../../engine/card';
import { flipSummonedThis, turnSelfFaceDown } from '../../engine/effects/library';

export default {
  passcode: '02694423',
  name: 'Medusa Worm',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 2,
  atk: 500,
  def: 600,
  text: 'Once per turn, in your Main Phase: you can change this card to face-down Defense Position. When this card is Flip Summoned: target 1 monster your opponent controls; destroy it.',
  effects: [
    // Once per turn: You can change this card to face-down Defense Position
    turnSelfFaceDown('Medusa Worm'),
    {
      // When this card is Flip Summoned: Target 1 monster your opponent controls; destroy that target
      kind: 'trigger',
      label: 'Destroy 1 monster your opponent controls',
      declares: ['destroy'],
      when: flipSummonedThis,
      targets: [{ prompt: 'Choose a monster your opponent controls to destroy', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;

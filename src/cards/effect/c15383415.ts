// Swarm of Scarabs
import type { CardDefinition } from '../../engine/card';
import { flipSummonedThis, turnSelfFaceDown } from '../../engine/effects/library';

export default {
  passcode: '15383415',
  name: 'Swarm of Scarabs',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Insect',
  level: 3,
  atk: 500,
  def: 1000,
  text: 'Once per turn: you can turn this card face-down in Defense Position. When it is Flip Summoned: target 1 monster your opponent controls; destroy it.',
  effects: [
    // Once per turn: You can change this card to face-down Defense Position
    turnSelfFaceDown('Swarm of Scarabs'),
    {
      // When this card is Flip Summoned: target 1 monster your opponent controls; destroy it
      kind: 'trigger',
      label: 'Destroy 1 monster your opponent controls',
      declares: ['destroy'],
      when: flipSummonedThis,
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;

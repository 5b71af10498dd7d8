// Swarm of Locusts
import type { CardDefinition } from '../../engine/card';
import { flipSummonedThis, turnSelfFaceDown } from '../../engine/effects/library';

export default {
  passcode: '41872150',
  name: 'Swarm of Locusts',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Insect',
  level: 3,
  atk: 1000,
  def: 500,
  text: 'Once per turn: you can turn this card face-down in Defense Position. When it is Flip Summoned: target 1 Spell or Trap Card your opponent controls; destroy it.',
  effects: [
    // Once per turn: You can change this card to face-down Defense Position
    turnSelfFaceDown('Swarm of Locusts'),
    {
      // When this card is Flip Summoned: target 1 Spell/Trap your opponent controls; destroy it
      kind: 'trigger',
      label: 'Destroy 1 Spell or Trap Card your opponent controls',
      declares: ['destroy'],
      when: flipSummonedThis,
      targets: [{ prompt: 'Choose a Spell or Trap Card your opponent controls', from: 'spellTraps', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;

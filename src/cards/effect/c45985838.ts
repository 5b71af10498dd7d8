// Solar Flare Dragon
import type { CardDefinition } from '../../engine/card';
import { yourEndPhase } from '../../engine/effects/library';

export default {
  passcode: '45985838',
  name: 'Solar Flare Dragon',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Pyro',
  level: 4,
  atk: 1500,
  def: 1000,
  text: 'While you control another Pyro monster, this card cannot be attacked. During the End Phase of your turn, your opponent takes 500 damage.',
  effects: [
    {
      // While you control another Pyro-Type monster, this card cannot be attacked (a face-up one: ygopro's IsFaceup filter).
      kind: 'continuous',
      label: 'Cannot be attacked while you control another Pyro monster',
      declares: ['restrict'],
      rules: [{
        code: 'cannotBeAttackTarget',
        applies: (ctx, monster) =>
          monster === ctx.card && ctx.monsters('mine').some((c) => c !== ctx.card && ctx.isFaceUp(c) && ctx.definition(c).monsterType === 'Pyro'),
      }],
    },
    {
      // Inflict 500 damage to your opponent during the End Phase of your turn (mandatory).
      kind: 'trigger',
      label: 'Your opponent takes 500 damage',
      declares: ['damage'],
      when: yourEndPhase,
      resolve: (ctx) => ctx.damage(ctx.opponent, 500),
    },
  ],
} satisfies CardDefinition;

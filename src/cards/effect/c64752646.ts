// Fire Princess
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '64752646',
  name: 'Fire Princess',
  frame: 'effect',
  attribute: 'FIRE',
  monsterType: 'Pyro',
  level: 4,
  atk: 1300,
  def: 1500,
  text: 'Each time you gain LP, your opponent takes 500 damage.',
  effects: [
    {
      // Each time you gain LP: inflict 500 damage to your opponent
      kind: 'trigger',
      label: 'Inflict 500 damage',
      declares: ['damage'],
      when: (ctx, e) => e.type === 'gainedLp' && e.player === ctx.player && e.amount > 0,
      resolve: (ctx) => ctx.damage(ctx.opponent, 500),
    },
  ],
} satisfies CardDefinition;

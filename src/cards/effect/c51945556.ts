// Zaborg the Thunder Monarch
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '51945556',
  name: 'Zaborg the Thunder Monarch',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Thunder',
  level: 5,
  atk: 2400,
  def: 1000,
  text: 'When this card is Tribute Summoned, choose a monster on the field as the target (this card included) and destroy it.',
  effects: [
    {
      // When this card is Tribute Summoned: Target 1 monster on the field; destroy that target
      kind: 'trigger',
      label: 'Destroy 1 monster on the field',
      declares: ['destroy'],
      when: (ctx, e) => e.type === 'summoned' && e.how === 'tribute' && e.card === ctx.card,
      targets: [{ prompt: 'Choose a monster to destroy', from: 'monsters' }],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    },
  ],
} satisfies CardDefinition;

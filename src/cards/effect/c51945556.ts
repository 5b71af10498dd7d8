// Zaborg the Thunder Monarch
import type { CardDefinition } from '../../engine/card';
import { isSummonOf } from '../../engine/effects/library';

export default {
  passcode: '51945556',
  name: 'Zaborg the Thunder Monarch',
  frame: 'effect',
  attribute: 'LIGHT',
  monsterType: 'Thunder',
  level: 5,
  atk: 2400,
  def: 1000,
  text: 'When this card is Tribute Summoned: target 1 monster on the field; destroy it.',
  effects: [
    {
      // When this card is Tribute Summoned: target 1 monster on the field; destroy that target
      kind: 'trigger',
      label: 'Destroy 1 monster on the field',
      declares: ['destroy'],
      when: (ctx, e) => isSummonOf(e, ['tribute']) && 'card' in e && e.card === ctx.card,
      targets: [{ prompt: 'Choose a monster on the field to destroy', from: 'monsters' }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;

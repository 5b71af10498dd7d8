// Granmarg the Rock Monarch
import type { CardDefinition } from '../../engine/card';
import { isSummonOf } from '../../engine/effects/library';

export default {
  passcode: '60229110',
  name: 'Granmarg the Rock Monarch',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Rock',
  level: 6,
  atk: 2400,
  def: 1000,
  text: 'When this card is Tribute Summoned: target 1 face-down card on the field; destroy it.',
  effects: [
    {
      // When this card is Tribute Summoned: target 1 face-down card on the field; destroy it
      kind: 'trigger',
      label: 'Destroy 1 face-down card on the field',
      declares: ['destroy'],
      when: (ctx, e) => isSummonOf(e, ['tribute']) && 'card' in e && e.card === ctx.card,
      targets: [{ prompt: 'Choose a face-down card on the field', from: 'field', filter: (ctx, c) => !ctx.isFaceUp(c) }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && !ctx.isFaceUp(target)) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;

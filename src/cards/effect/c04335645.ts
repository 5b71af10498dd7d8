// Newdoria
import type { CardDefinition } from '../../engine/card';
import { destroyedByBattle } from '../../engine/effects/library';

export default {
  passcode: '04335645',
  name: 'Newdoria',
  frame: 'effect',
  attribute: 'DARK',
  monsterType: 'Fiend',
  level: 4,
  atk: 1200,
  def: 800,
  text: 'If this card is destroyed by battle and sent to the Graveyard: target 1 monster on the field; destroy it.',
  effects: [
    {
      // When this card is destroyed by battle and sent to the GY: target 1 monster on the field; destroy that target
      kind: 'trigger',
      label: 'Destroy 1 monster on the field',
      declares: ['destroy'],
      range: 'graveyard',
      when: destroyedByBattle,
      targets: [{ prompt: 'Choose a monster on the field to destroy', from: 'monsters' }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;

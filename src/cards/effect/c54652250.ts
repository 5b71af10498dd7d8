// Man-Eater Bug
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '54652250',
  name: 'Man-Eater Bug',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'EARTH',
  monsterType: 'Insect',
  level: 2,
  atk: 450,
  def: 600,
  text: 'FLIP: Target 1 monster on the field; destroy it.',
  effects: [
    {
      // FLIP: Target 1 monster on the field; destroy that target
      kind: 'flip',
      label: 'Destroy 1 monster on the field',
      declares: ['destroy'],
      targets: [{ prompt: 'Choose a monster to destroy', from: 'monsters' }],
      resolve: (ctx) => ctx.destroy(ctx.targets),
    },
  ],
} satisfies CardDefinition;

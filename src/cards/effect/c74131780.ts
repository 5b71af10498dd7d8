// Exiled Force
import type { CardDefinition } from '../../engine/card';
import { tributeSelfCost } from '../../engine/effects/library';

export default {
  passcode: '74131780',
  name: 'Exiled Force',
  frame: 'effect',
  attribute: 'EARTH',
  monsterType: 'Warrior',
  level: 4,
  atk: 1000,
  def: 1000,
  text: 'You can Tribute this card to target 1 monster on the field; destroy it.',
  effects: [
    {
      // You can Tribute this card, then target 1 monster on the field; destroy that target
      kind: 'ignition',
      label: 'Tribute Exiled Force: destroy 1 monster on the field',
      declares: ['destroy'],
      cost: tributeSelfCost(),
      targets: [{ prompt: 'Choose a monster on the field to destroy', from: 'monsters', other: true }],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets);
      },
    },
  ],
} satisfies CardDefinition;

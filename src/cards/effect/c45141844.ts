// Old Vindictive Magician
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '45141844',
  name: 'Old Vindictive Magician',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Spellcaster',
  level: 2,
  atk: 450,
  def: 600,
  text: 'FLIP: Target 1 monster your opponent controls; destroy it.',
  effects: [
    {
      // FLIP: Target 1 monster your opponent controls; destroy that target
      kind: 'flip',
      label: 'Destroy 1 monster your opponent controls',
      declares: ['destroy'],
      targets: [{ prompt: 'Choose a monster your opponent controls', from: 'monsters', filter: (ctx, c) => ctx.controllerOf(c) === ctx.opponent }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.controllerOf(target) === ctx.opponent) ctx.destroy([target]);
      },
    },
  ],
} satisfies CardDefinition;

// Magician of Faith
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '31560081',
  name: 'Magician of Faith',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'LIGHT',
  monsterType: 'Spellcaster',
  level: 1,
  atk: 300,
  def: 400,
  text: 'FLIP: Target 1 Spell Card in your Graveyard; add it to your hand.',
  effects: [
    {
      // FLIP: Target 1 Spell in your GY; add that target to your hand
      kind: 'flip',
      label: 'Add 1 Spell Card from your Graveyard to your hand',
      declares: ['toHand'],
      targets: [{ prompt: 'Choose a Spell Card in your Graveyard', from: 'graveyard', filter: (ctx, c) => ctx.graveyard('mine').includes(c) && ctx.definition(c).frame === 'spell' }],
      resolve: (ctx) => {
        const [target] = ctx.targets;
        if (target && ctx.graveyard('mine').includes(target)) ctx.returnToHand([target]);
      },
    },
  ],
} satisfies CardDefinition;

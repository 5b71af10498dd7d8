// Greenkappa
import type { CardDefinition } from '../../engine/card';

export default {
  passcode: '61831093',
  name: 'Greenkappa',
  frame: 'effect',
  subtype: ['flip'],
  attribute: 'DARK',
  monsterType: 'Warrior',
  level: 3,
  atk: 650,
  def: 900,
  text: 'FLIP: Target 2 Set Spell or Trap Cards on the field; destroy them.',
  effects: [
    {
      // FLIP: Target 2 Set Spell/Trap Cards on the field; destroy those targets
      kind: 'flip',
      label: 'Destroy 2 Set Spell or Trap Cards',
      declares: ['destroy'],
      targets: [
        { prompt: 'Choose the first Set Spell or Trap Card', from: 'spellTraps', filter: (ctx, c) => !ctx.isFaceUp(c) },
        { prompt: 'Choose the second Set Spell or Trap Card', from: 'spellTraps', filter: (ctx, c) => !ctx.isFaceUp(c) },
      ],
      resolve: (ctx) => {
        ctx.destroy(ctx.targets.filter((c) => !ctx.isFaceUp(c)));
      },
    },
  ],
} satisfies CardDefinition;
